import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSiteInfo } from '../content';
import { LeadForm } from './LeadForm';

/** The advertising team's e-mail and phone (GET /api/v1/site), when the site has them. */
function ReachUs() {
  const { data: site } = useSiteInfo();
  if (!site?.contact_email && !site?.contact_phone) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">{t.leads.reachUs}</Text>
      <Group gap="lg">
        {site.contact_email ? (
          <Anchor href={`mailto:${site.contact_email}`} size="sm">
            <Group gap={6} component="span" wrap="nowrap">
              <IconMail aria-hidden size={16} />
              {site.contact_email}
            </Group>
          </Anchor>
        ) : null}
        {site.contact_phone ? (
          <Anchor href={`tel:${site.contact_phone.replace(/[^+\d]/g, '')}`} size="sm">
            <Group gap={6} component="span" wrap="nowrap">
              <IconPhone aria-hidden size={16} />
              {site.contact_phone}
            </Group>
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

/** /advertise (members): a business asks to publish an advert; the team gets back to them. */
export function AdvertisePage() {
  const { title, description } = t.pages.advertise;
  usePageMeta(title, description);
  const [sent, setSent] = useState(false);
  const onSent = () => {
    notify.success(t.leads.sent);
    setSent(true);
  };
  return (
    <PageSection title={title} intro={t.leads.intro} size="sm" back>
      <ReachUs />
      {sent ? (
        <Alert
          color="green.8"
          variant="light"
          icon={<IconCircleCheck aria-hidden size={20} />}
          title={t.leads.sentTitle}
        >
          <Text size="sm">{t.leads.sentText}</Text>
          <Button variant="default" size="xs" mt="sm" onClick={() => setSent(false)}>
            {t.leads.sendAnother}
          </Button>
        </Alert>
      ) : (
        <LeadForm onSent={onSent} />
      )}
    </PageSection>
  );
}
