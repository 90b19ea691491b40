import { BOOSTS_PER_MONTH, type PlanName } from '@jodi/contract';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { type BoostStatus, useBoost, useStartBoost } from './boost.api';

/** What the card says of the member's boost: a plain function of the plan and the server's answer. */
export type BoostCardState =
  | { kind: 'upgrade' }
  | { kind: 'running'; until: string; seenBy: number; left: number }
  | { kind: 'ready'; left: number; lastSeenBy: number | null };

export function boostCardState(plan: PlanName, status: BoostStatus | undefined): BoostCardState | null {
  if (BOOSTS_PER_MONTH[plan] === 0) return { kind: 'upgrade' };
  if (!status) return null;
  if (status.boosted_until) {
    return { kind: 'running', until: status.boosted_until, seenBy: status.seen_by, left: status.left };
  }
  return { kind: 'ready', left: status.left, lastSeenBy: status.started_at ? status.seen_by : null };
}

/**
 * "Boost my profile" on the member's own profile page (decision 32): while a boost runs, until when and
 * how many members saw it; otherwise the boosts left this month and a Boost button that asks first.
 * Hope gets what a boost does and the way to the plans (no call: the server would answer 402).
 */
export function BoostCard({ plan }: { plan: PlanName }) {
  const paid = BOOSTS_PER_MONTH[plan] > 0;
  const query = useBoost(paid);
  const start = useStartBoost();
  const [asking, setAsking] = useState(false);
  const state = boostCardState(plan, query.data);

  const confirm = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify.success(t.boost.started);
      },
      onError: () => setAsking(false),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="boost-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRocket aria-hidden size={22} color="var(--mantine-color-orange-9)" />
          <Title order={2} fz="h4" id="boost-title">
            {t.boost.title}
          </Title>
        </Group>
        {state?.kind === 'running' ? (
          <Text fw={600} c="navy.9">
            {t.boost.runningUntil({ until: formatDateTime(state.until) })} ·{' '}
            {t.boost.seenBy({ count: state.seenBy })}
          </Text>
        ) : (
          <Text size="sm">{state?.kind === 'upgrade' ? t.boost.upgrade : t.boost.explain}</Text>
        )}
        {query.isError ? <Text size="sm">{t.boost.loadFailed}</Text> : null}
        {state?.kind === 'ready' && state.lastSeenBy !== null ? (
          <Text size="sm">{t.boost.lastSeenBy({ count: state.lastSeenBy })}</Text>
        ) : null}
        {state && state.kind !== 'upgrade' ? (
          <Text size="sm" fw={600}>
            {t.boost.left({ count: state.left })}
          </Text>
        ) : null}
        {/* The server's own words: already running, none left, or a paused or incomplete profile. */}
        <FormAlert error={start.error} />
        {state?.kind === 'upgrade' ? (
          <Button component={Link} to={PATHS.subscription} variant="outline" color="navy.9" mih={44}>
            {t.boost.seePlans}
          </Button>
        ) : null}
        {state?.kind === 'ready' ? (
          <Button
            onClick={() => setAsking(true)}
            disabled={state.left === 0}
            leftSection={<IconRocket aria-hidden size={18} />}
            mih={44}
          >
            {t.boost.button}
          </Button>
        ) : null}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t.boost.confirmTitle} centered size="sm">
        <Stack gap="md">
          <Text>{t.boost.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="subtle"
              color="navy.9"
              onClick={() => setAsking(false)}
              disabled={start.isPending}
            >
              {t.boost.cancel}
            </Button>
            <Button onClick={confirm} loading={start.isPending} data-autofocus>
              {t.boost.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
