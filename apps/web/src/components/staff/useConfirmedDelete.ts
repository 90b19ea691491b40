import { useState } from 'react';
import { notify } from '../../lib/notify';

interface DeleteCall {
  mutate(id: string, options: { onSuccess(): void; onError(): void; onSettled(): void }): void;
  isPending: boolean;
}

/**
 * Deleting a row after asking: `ask(item)` opens the question, `confirm()` deletes it with a notice
 * either way and closes the question, `cancel()` closes it.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: DeleteCall,
  notices: { deleted: string; failed: string },
) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => notify.success(notices.deleted),
      onError: () => notify.error(notices.failed),
      onSettled: () => setItem(null),
    });
  };
  return {
    item,
    ask: (next: T) => setItem(next),
    cancel: () => setItem(null),
    confirm,
    pending: remove.isPending,
  };
}

export type ConfirmedDelete<T extends { id: string }> = ReturnType<typeof useConfirmedDelete<T>>;
