import { PASSWORD_MIN_LENGTH } from '@jodi/contract';
import { t } from '../i18n';

export interface PasswordPairErrors {
  password?: string;
  confirm?: string;
}

/** Spec 5: a new password must match its confirmation and have at least 6 characters. */
export function validatePasswordPair(password: string, confirm: string): PasswordPairErrors {
  if (password !== confirm) return { confirm: t.password.mismatch };
  return validatePasswordLength(password);
}

export function validatePasswordLength(password: string): PasswordPairErrors {
  return password.length < PASSWORD_MIN_LENGTH ? { password: t.password.tooShort } : {};
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
