import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { t } from '../../i18n';

/** 44 px to tap on a phone, Mantine's 36 px from `sm` up. */
const TAP = { base: 44, sm: 36 };

interface PagerProps {
  /** Names the navigation landmark, e.g. 'Call log pages'. */
  label: string;
  page: number;
  pageCount: number;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
  onPageChange(page: number): void;
}

/** Prev/Next from page 1 (spec 2) with "Page N of M": Prev is off on the first page, Next on the last. */
export function Pager({ label, page, pageCount, busy = false, onPageChange }: PagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="center" gap="sm">
      <Button
        h={TAP}
        variant="default"
        leftSection={<IconChevronLeft aria-hidden size={16} />}
        disabled={busy || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t.pager.prev}
      </Button>
      <Text size="sm" aria-live="polite">
        {t.pager.pageOf({ page, pages: pageCount })}
      </Text>
      <Button
        h={TAP}
        variant="default"
        rightSection={<IconChevronRight aria-hidden size={16} />}
        disabled={busy || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t.pager.next}
      </Button>
    </Group>
  );
}
