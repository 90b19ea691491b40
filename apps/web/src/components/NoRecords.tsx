import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n';

interface NoRecordsProps {
  /** The next step, said under the spec's 'No records found.' */
  hint?: string;
  /** A link or button to that next step. */
  action?: ReactNode;
  align?: 'center' | 'flex-start';
}

/** Spec 2's 'No records found.', word for word, and beneath it what to do next. */
export function NoRecords({ hint, action, align = 'flex-start' }: NoRecordsProps) {
  return (
    <Stack gap={4} align={align} ta={align === 'center' ? 'center' : undefined}>
      <Text>{t.common.noRecords}</Text>
      {hint ? <Text>{hint}</Text> : null}
      {action}
    </Stack>
  );
}

/** A link styled for a next step: 44 px tall, so a thumb finds it. */
export const nextStepLinkStyle = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
