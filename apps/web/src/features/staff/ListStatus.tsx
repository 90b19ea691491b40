import { Text } from '@mantine/core';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { t } from '../../i18n';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  empty: boolean;
}

/** What a staff list shows instead of rows: a loader, a failure with 'Try again', or 'No records found.'. */
export function ListStatus({ query, empty }: ListStatusProps) {
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    return <LoadFailed onRetry={() => query.refetch()} />;
  }
  return empty ? <Text>{t.common.noRecords}</Text> : null;
}
