import { Alert, Button, Text } from '@mantine/core';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  empty: boolean;
}

/** What a staff list shows instead of rows: a loader, a failure with 'Try again', or 'No records found.'. */
export function ListStatus({ query, empty }: ListStatusProps) {
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t.common.loadFailed}>
        <Button variant="light" color="red.8" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t.common.retry}
        </Button>
      </Alert>
    );
  }
  return empty ? <Text>{t.common.noRecords}</Text> : null;
}
