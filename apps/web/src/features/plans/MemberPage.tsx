import { INVALID_LINK_NOTICE_MS, type PlanPeriod } from '@jodi/contract';
import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn } from '../../session';
import { PeriodSwitch, PlanCards } from './PlanCards';
import type { Buyer } from './plans.api';
import { useMemberLinkCheck } from './useMemberLinkCheck';
import { usePurchase } from './usePurchase';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail of a member link, or null when missing or not an e-mail. */
export function linkEmail(value: string | null): string | null {
  const email = value?.trim() ?? '';
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** A link that cannot be used: spec 8's notice for 5 s, and the same words with what to do instead. */
function LinkProblem({ title, text }: { title: string; text: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify.error(title, { autoClose: INVALID_LINK_NOTICE_MS });
  }, [title]);
  return (
    <Alert
      color="yellow"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden size={20} />}
      maw={640}
      mx="auto"
      styles={{ title: { color: 'var(--mantine-color-navy-9)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Anchor component={Link} to={PATHS.login} fw={600}>
          {t.plans.goToLogin}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function CheckingLink() {
  return (
    <Group justify="center" gap="sm" role="status">
      <Loader size="sm" color="navy.9" aria-hidden />
      <Text>{t.plans.checkingLink}</Text>
    </Group>
  );
}

function LinkPlans({ email }: { email: string }) {
  const [period, setPeriod] = useState<PlanPeriod>('monthly');
  const buyer = useMemo<Buyer>(() => ({ kind: 'link', email }), [email]);
  // With a session of its own the browser signs out first; otherwise straight to the login.
  const signedIn = useIsSignedIn();
  const purchase = usePurchase(buyer, signedIn ? PATHS.logout : PATHS.login);
  return (
    <>
      <PeriodSwitch value={period} onChange={setPeriod} />
      <PlanCards period={period} mode="buyer" busy={purchase.busy} onChoose={purchase.buy} />
      {purchase.dialog}
    </>
  );
}

/**
 * /member?email=: 'Become a member' from a link, paying through the v2 calls without a token. The
 * link's account is checked first (GET /api/v2/member), so an unknown e-mail hears 'Expired or
 * invalid link' before any plan is offered.
 */
export function MemberPage() {
  usePageMeta(t.pages.member.title, t.pages.member.description);
  const [searchParams] = useSearchParams();
  const email = linkEmail(searchParams.get('email'));
  const account = useMemberLinkCheck(email);
  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.pages.member.title}
          </Title>
          {email && account === 'ok' ? (
            <Text maw={560} style={{ overflowWrap: 'anywhere' }}>
              {t.plans.memberIntro({ email })}
            </Text>
          ) : null}
        </Stack>
        {email === null ? <LinkProblem title={t.plans.invalidLink} text={t.plans.memberInvalidText} /> : null}
        {email && account === 'checking' ? <CheckingLink /> : null}
        {email && account === 'unknown' ? (
          <LinkProblem title={t.plans.expiredLink} text={t.plans.memberUnknownText({ email })} />
        ) : null}
        {email && account === 'ok' ? <LinkPlans email={email} /> : null}
      </Stack>
    </Container>
  );
}
