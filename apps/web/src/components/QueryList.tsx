import type { ReactNode } from 'react';
import { t } from '../i18n';
import { ContentStatus } from './ContentStatus';

interface QueryListProps {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch(): unknown };
  /** How many items the list holds; the list shows only when there are some. */
  count: number;
  /** What failed; by default 'This could not be loaded. Please try again.'. */
  errorText?: string;
  /** Said when the answer holds nothing; by default 'No records found.'. */
  emptyText?: string;
  /** The list itself. */
  children: ReactNode;
}

/** A loaded list, followed by what stands in for it: loading, a failure with 'Try again', or the empty text. */
export function QueryList({
  query,
  count,
  errorText = t.common.loadFailed,
  emptyText = t.common.noRecords,
  children,
}: QueryListProps) {
  return (
    <>
      {count > 0 ? children : null}
      <ContentStatus
        query={query}
        errorText={errorText}
        empty={query.isSuccess && count === 0}
        emptyText={emptyText}
      />
    </>
  );
}
