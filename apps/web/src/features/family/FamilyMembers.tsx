import type { FamilyManager } from '@jodi/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { t } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { relationLabel } from '../../lib/relations';
import { useRemoveRelative } from './family.api';

/** Who manages the profile (name, relation, since), each with "Remove" behind a confirmation; at once. */
export function FamilyMembers({ managers }: { managers: FamilyManager[] }) {
  const remove = useRemoveRelative();
  const [asked, setAsked] = useState<FamilyManager | null>(null);
  if (managers.length === 0) return <Text>{t.family.noManagers}</Text>;
  const confirm = () => {
    if (!asked) return;
    const { name, user_id } = asked;
    remove.mutate(user_id, {
      onSuccess: () => {
        notify.success(t.family.removed({ name }));
        setAsked(null);
      },
      onError: () => notify.error(t.family.removeFailed),
    });
  };
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {managers.map((manager) => (
          <Group component="li" key={manager.user_id} justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Text fw={700}>{manager.name}</Text>
              <Text size="sm" c="dimmed">
                {t.family.managerLine({
                  relation: relationLabel(manager.relation),
                  date: formatDate(manager.since),
                })}
              </Text>
            </div>
            <Button
              variant="outline"
              color="red.8"
              mih={44}
              aria-label={t.family.removeNamed({ name: manager.name })}
              onClick={() => setAsked(manager)}
            >
              {t.family.remove}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        title={t.family.removeTitle({ name: asked?.name ?? '' })}
        confirmLabel={t.family.remove}
        loading={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {t.family.removeBody({ name: asked?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
