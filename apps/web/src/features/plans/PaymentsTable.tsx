import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { NoRecords, nextStepLinkStyle } from '../../components/NoRecords';
import { t } from '../../i18n';
import { formatDate, formatRupees, planName } from './money';
import type { PaymentHistory } from './plans.api';

/** Back to the plan cards at the top of /subscription. */
function toPlans(event: React.MouseEvent) {
  event.preventDefault();
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** 'Your payments': the member's own payments, newest first (GET /api/v1/payments). */
export function PaymentsSection({ history }: { history: UseQueryResult<PaymentHistory> }) {
  const titleId = useId();
  let body: React.ReactNode;
  if (history.isPending) {
    body = <Skeleton height={80} radius="md" role="status" aria-label={t.app.loading} />;
  } else if (history.isError) {
    body = <LoadFailed title={t.plans.paymentsFailed} onRetry={() => history.refetch()} />;
  } else if (history.data.payments.length === 0) {
    body = (
      <Paper p="lg" radius="lg" withBorder bg="gray.0" ta="center">
        <NoRecords
          align="center"
          hint={t.plans.paymentsEmptyHint}
          action={
            // The plans are above on this page (/subscription): the link takes the family back to them.
            <Anchor href="#plans" fw={600} style={nextStepLinkStyle} onClick={toPlans}>
              {t.plans.paymentsEmptyLink}
            </Anchor>
          }
        />
      </Paper>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-labelledby={titleId} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.plans.colDate}</Table.Th>
              <Table.Th scope="col">{t.plans.colPlan}</Table.Th>
              <Table.Th scope="col">{t.plans.colPeriod}</Table.Th>
              <Table.Th scope="col">{t.plans.colAmount}</Table.Th>
              <Table.Th scope="col">{t.plans.colPaymentId}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.payments.map((payment) => (
              <Table.Tr key={payment.payment_id}>
                <Table.Td>
                  <time dateTime={payment.paid_at}>{formatDate(payment.paid_at)}</time>
                </Table.Td>
                <Table.Td>{planName(payment.plan)}</Table.Td>
                <Table.Td>{t.plans.periodName({ period: payment.period })}</Table.Td>
                <Table.Td>{formatRupees(payment.amount)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {payment.payment_id}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        {t.plans.paymentsTitle}
      </Title>
      {body}
    </Stack>
  );
}
