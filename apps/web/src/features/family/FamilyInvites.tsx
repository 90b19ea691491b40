import type { FamilyInvite } from '@jodi/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { t } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { relationLabel } from '../../lib/relations';
import { useCancelInvite } from './family.api';

/** Invitations not yet accepted: to whom, as what, until when; each can be cancelled. */
export function FamilyInvites({ invites }: { invites: FamilyInvite[] }) {
  const cancel = useCancelInvite();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => (
        <Group component="li" key={invite.id} justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {invite.email}
            </Text>
            <Text size="sm" c="dimmed">
              {t.family.inviteLine({
                relation: relationLabel(invite.relation),
                date: formatDate(invite.expires_at),
              })}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="navy.9"
            mih={44}
            aria-label={t.family.cancelInviteNamed({ email: invite.email })}
            loading={cancel.isPending && cancel.variables === invite.id}
            onClick={() =>
              cancel.mutate(invite.id, { onSuccess: () => notify.success(t.family.inviteCancelled) })
            }
          >
            {t.family.cancelInvite}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
