import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { hasCode } from '../api/ApiError';
import { t } from '../i18n';
import { notify } from '../lib/notify';
import { ConfirmDialog } from './ConfirmDialog';

interface WithdrawAcceptanceButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'className'> {
  /** The other member's name, for the dialog. */
  name: string;
  /** The id of the element naming the other member (the button's description). */
  describedBy?: string;
  /** The withdrawal call; the lists refresh in its mutation. */
  onWithdraw(): Promise<unknown>;
}

/**
 * "Withdraw acceptance" (decision 28), on a match or an accepted chat request: a confirm dialog says
 * what it ends (photos and contacts kept for accepted members, new messages, the match) and that
 * earlier messages stay; the withdrawal runs only once confirmed.
 */
export function WithdrawAcceptanceButton({
  name,
  describedBy,
  onWithdraw,
  ...button
}: WithdrawAcceptanceButtonProps) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onWithdraw();
      notify.success(t.withdrawAcceptance.done);
      setOpened(false);
    } catch (error) {
      // Withdrawn meanwhile (by them): the server's message says so; otherwise a plain failure.
      notify.error(
        hasCode(error, 'INTEREST_NOT_ACCEPTED', 'CHAT_REQUEST_NOT_ACCEPTED')
          ? error.message
          : t.withdrawAcceptance.failed,
      );
      setOpened(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red.8"
        leftSection={<IconArrowBackUp aria-hidden size={16} />}
        aria-describedby={describedBy}
        onClick={() => setOpened(true)}
        {...button}
      >
        {t.withdrawAcceptance.action}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t.withdrawAcceptance.title}
        confirmLabel={t.withdrawAcceptance.confirm}
        cancelLabel={t.withdrawAcceptance.keep}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      >
        {t.withdrawAcceptance.body({ name })}
      </ConfirmDialog>
    </>
  );
}
