import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { t } from '../../i18n';
import { formatRupees, paiseToRupees, planName } from './money';
import { type CheckoutResult, type Order, sandboxCheckout } from './plans.api';
import { razorpayCheckout } from './razorpay';

interface PendingCheckout {
  order: Order;
  resolve(result: CheckoutResult): void;
  reject(error: unknown): void;
}

function SandboxCheckoutDialog({ pending, onDone }: { pending: PendingCheckout; onDone(): void }) {
  const { order } = pending;
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const textId = useId();
  const amount = formatRupees(paiseToRupees(order.amount));

  const pay = async () => {
    setBusy('pay');
    try {
      const answer = await sandboxCheckout(order.id, 'success');
      pending.resolve('payment_id' in answer ? answer : 'cancelled');
    } catch (error) {
      pending.reject(error);
    }
    onDone();
  };
  const cancel = async () => {
    if (busy) return;
    setBusy('cancel');
    try {
      await sandboxCheckout(order.id, 'cancel');
    } catch {
      // The order stays unpaid either way; the member chose to cancel.
    }
    pending.resolve('cancelled');
    onDone();
  };

  const rows: [string, ReactNode][] = [
    [t.checkout.plan, planName(order.plan)],
    [t.checkout.period, t.plans.periodName({ period: order.period })],
    [t.checkout.amount, amount],
  ];

  return (
    <Modal
      opened
      onClose={() => void cancel()}
      title={t.checkout.title}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t.common.close }}
      aria-describedby={textId}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden size={20} />}>
          <Text size="sm" id={textId}>
            {t.checkout.noMoney}
          </Text>
        </Alert>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120}>{label}</Table.Th>
                <Table.Td fw={label === t.checkout.amount ? 700 : undefined}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="navy.9"
            onClick={() => void cancel()}
            loading={busy === 'cancel'}
            disabled={busy === 'pay'}
          >
            {t.checkout.cancel}
          </Button>
          <Button
            onClick={() => void pay()}
            loading={busy === 'pay'}
            disabled={busy === 'cancel'}
            data-autofocus
          >
            {t.checkout.pay({ amount })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A provider-agnostic checkout: `checkout(order)` resolves with the payment
 * (`{ payment_id, order_id, signature }`) or 'cancelled'. The sandbox provider opens our own
 * 'Sandbox checkout' dialog (render `dialog`; signed-in members only), Razorpay its hosted checkout.
 */
export function useCheckout() {
  const [pending, setPending] = useState<PendingCheckout | null>(null);
  const checkout = useCallback((order: Order): Promise<CheckoutResult> => {
    if (order.provider === 'razorpay') return razorpayCheckout(order);
    return new Promise<CheckoutResult>((resolve, reject) => setPending({ order, resolve, reject }));
  }, []);
  const dialog = pending ? (
    <SandboxCheckoutDialog key={pending.order.id} pending={pending} onDone={() => setPending(null)} />
  ) : null;
  return { checkout, dialog };
}
