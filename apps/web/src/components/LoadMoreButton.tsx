import { Button, type ButtonProps, Group } from '@mantine/core';
import { t } from '../i18n';

/** The part of a TanStack infinite query that paging needs. */
interface Pageable {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps {
  query: Pageable;
  label?: string;
  variant?: ButtonProps['variant'];
  /** 'lg' for a 50 px target on screens read by older eyes. */
  size?: ButtonProps['size'];
}

/** 'Load more' under a paged list; renders nothing when there is no next page. */
export function LoadMoreButton({
  query,
  label = t.listing.loadMore,
  variant = 'outline',
  size,
}: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant={variant}
        size={size}
        color="navy.9"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        {label}
      </Button>
    </Group>
  );
}
