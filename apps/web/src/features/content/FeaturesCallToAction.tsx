import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { useIsSignedIn } from '../../session';
import classes from './Features.module.css';

/** The end of the features page: visitors are asked to join, members to browse the profiles. */
export function FeaturesCallToAction() {
  const signedIn = useIsSignedIn();
  const [title, text, label, to] = signedIn
    ? [t.features.memberTitle, t.features.memberText, t.features.browseProfiles, PATHS.profiles]
    : [t.features.visitorTitle, t.features.visitorText, t.features.joinNow, PATHS.signup];
  return (
    <section className={classes.cta} aria-labelledby="features-cta">
      <Container size="sm" px="md">
        <Stack align="center" gap="md">
          <Title order={2} id="features-cta" c="white">
            {title}
          </Title>
          <Text size="lg">{text}</Text>
          <Button component={Link} to={to} size="lg">
            {label}
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
