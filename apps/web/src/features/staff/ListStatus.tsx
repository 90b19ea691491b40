import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { NoRecords } from '../../components/NoRecords';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  empty: boolean;
  /** What to do next, under 'No records found.' */
  hint: string;
}

/** What a staff list shows instead of rows: a loader, a failure with 'Try again', or 'No records found.' and a next step. */
export function ListStatus({ query, empty, hint }: ListStatusProps) {
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    return <LoadFailed onRetry={() => query.refetch()} />;
  }
  return empty ? <NoRecords hint={hint} /> : null;
}
