import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../features/content';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { isWebUrl } from '../../lib/urls';
import classes from './Footer.module.css';

/** Read as the footer renders: the language can change while the app runs. */
const exploreLinks = () => [
  { label: t.footer.features, to: PATHS.featured },
  // Members' top bar has no Blogs: every screen has it here.
  { label: t.topBar.blogs, to: PATHS.blogs },
  // Decision 34: the community's events, on every screen.
  { label: t.topBar.events, to: PATHS.events },
  { label: t.footer.plans, to: PATHS.subscription },
  { label: t.footer.terms, to: PATHS.terms },
  { label: t.footer.deleteAccount, to: PATHS.deleteAccount },
  { label: t.footer.advertise, to: PATHS.advertise },
];

const ICON_STYLE = { verticalAlign: 'middle', marginRight: 6 } as const;

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz="md">
      {children}
    </Title>
  );
}

/** Spec 1 footer: social links, the contact e-mail and phone (from GET /api/v1/site), and site links. */
export function Footer() {
  const { data: site } = useSiteInfo();
  const social = (site?.social ?? []).filter((link) => link.label && isWebUrl(link.url));
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {site?.contact_email || site?.contact_phone ? (
            <Stack gap={6}>
              <ColumnTitle>{t.footer.contact}</ColumnTitle>
              {site.contact_email ? (
                <Anchor href={`mailto:${site.contact_email}`} size="sm">
                  <IconMail aria-hidden size={16} style={ICON_STYLE} />
                  {site.contact_email}
                </Anchor>
              ) : null}
              {site.contact_phone ? (
                <Anchor href={`tel:${site.contact_phone.replace(/[^+\d]/g, '')}`} size="sm">
                  <IconPhone aria-hidden size={16} style={ICON_STYLE} />
                  {site.contact_phone}
                </Anchor>
              ) : null}
            </Stack>
          ) : null}
          {social.length > 0 ? (
            <Stack gap={6}>
              <ColumnTitle>{t.footer.follow}</ColumnTitle>
              {social.map((link) => (
                <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ) : null}
          <Stack gap={6}>
            <ColumnTitle>{t.footer.explore}</ColumnTitle>
            {exploreLinks().map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {t.footer.copyright({ year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
