import type { CallLogFilters } from '@jodi/contract';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { useExportCallLogs } from './useExportCallLogs';

/** 44 px to tap on a phone, Mantine's 36 px from `sm` up. */
const TAP = { base: 44, sm: 36 };

interface CallLogsActionsProps {
  filters: CallLogFilters;
  onNew(): void;
}

/** 'New call log' and 'Export CSV' (the logs the filters select, every page). */
export function CallLogsActions({ filters, onNew }: CallLogsActionsProps) {
  const exportCsv = useExportCallLogs();
  const download = () => exportCsv.mutate(filters, { onError: () => notify.error(t.callLogs.exportFailed) });
  return (
    <Group gap="sm">
      <Button h={TAP} leftSection={<IconPlus aria-hidden size={16} />} onClick={onNew}>
        {t.callLogs.newLog}
      </Button>
      <Button
        h={TAP}
        variant="outline"
        color="navy.9"
        leftSection={<IconDownload aria-hidden size={16} />}
        loading={exportCsv.isPending}
        onClick={download}
      >
        {t.callLogs.exportCsv}
      </Button>
    </Group>
  );
}
