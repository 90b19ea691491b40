import { Group, Loader, Text } from '@mantine/core';
import { t } from '../i18n';
import { LoadFailed } from './LoadFailed';

interface ContentStatusProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** What failed, e.g. 'The blogs could not be loaded.'. */
  errorText: string;
  /** True when the answer came and holds nothing. */
  empty?: boolean;
  emptyText?: string;
}

/** Spec 8 for the content pages: 'Loading...', an error text with 'Try again', or the empty text. */
export function ContentStatus({ query, errorText, empty = false, emptyText }: ContentStatusProps) {
  if (query.isPending) {
    return (
      <Group role="status" gap="sm" justify="center" py="xl">
        <Loader size="sm" color="navy.9" aria-hidden />
        <Text>{t.app.loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return <LoadFailed title={errorText} onRetry={() => query.refetch()} />;
  }
  return empty && emptyText ? (
    <Text ta="center" py="xl" c="dimmed">
      {emptyText}
    </Text>
  ) : null;
}
