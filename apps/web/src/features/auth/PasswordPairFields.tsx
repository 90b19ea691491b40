import { PasswordInput } from '@mantine/core';
import { t } from '../../i18n';
import type { PasswordPairErrors } from '../../lib/password';

interface PasswordPairFieldsProps {
  password: string;
  confirm: string;
  errors: PasswordPairErrors;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
}

/** 'New Password' and 'Confirm Password', used wherever a new password is chosen. */
export function PasswordPairFields(props: PasswordPairFieldsProps) {
  return (
    <>
      <PasswordInput
        label={t.password.newPassword}
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={props.errors.password}
      />
      <PasswordInput
        label={t.password.confirmPassword}
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={(event) => props.onConfirmChange(event.currentTarget.value)}
        error={props.errors.confirm}
      />
    </>
  );
}
