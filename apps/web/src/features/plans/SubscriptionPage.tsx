import type { PlanPeriod } from '@jodi/contract';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { queryKeys } from '../../lib/queryKeys';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn, useSession } from '../../session';
import { PaymentsSection } from './PaymentsTable';
import { PeriodSwitch, PlanCards } from './PlanCards';
import { fetchPaymentHistory } from './plans.api';
import { usePurchase } from './usePurchase';

const MEMBER = { kind: 'member' } as const;

function MemberPlans({ period }: { period: PlanPeriod }) {
  const session = useSession();
  const history = useQuery({
    queryKey: queryKeys.payments,
    queryFn: ({ signal }) => fetchPaymentHistory(signal),
  });
  const purchase = usePurchase(MEMBER, PATHS.logout);
  return (
    <>
      <PlanCards
        period={period}
        mode="buyer"
        currentPlan={history.data?.plan ?? session.plan}
        currentExpiry={history.data?.plan_expires_at ?? null}
        busy={purchase.busy}
        onChoose={purchase.buy}
      />
      <PaymentsSection history={history} />
      {purchase.dialog}
    </>
  );
}

/** /subscription: the three plans (spec 9); visitors 'Join now', members buy and see their payments. */
export function SubscriptionPage() {
  usePageMeta(t.pages.subscription.title, t.pages.subscription.description);
  const signedIn = useIsSignedIn();
  const [period, setPeriod] = useState<PlanPeriod>('monthly');
  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.pages.subscription.title}
          </Title>
          <Text c="dimmed" maw={560}>
            {t.plans.intro}
          </Text>
        </Stack>
        <PeriodSwitch value={period} onChange={setPeriod} />
        {signedIn ? <MemberPlans period={period} /> : <PlanCards period={period} mode="visitor" />}
      </Stack>
    </Container>
  );
}
