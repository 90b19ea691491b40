import { Progress, Stack, Text } from '@mantine/core';
import { t } from '../i18n';

/** What is being uploaded and how far it has gone (a labelled progress bar). */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress
        value={percent}
        animated
        aria-label={t.common.uploadProgress}
        aria-valuetext={`${percent}%`}
      />
    </Stack>
  );
}
