import { useState } from 'react';
import { hasErrors, type PasswordPairErrors, validatePasswordPair } from '../../lib/password';

/** State of a new-password pair: values, errors, and a check to run before submitting. */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordPairErrors>({});

  return {
    fields: { password, confirm, errors, onPasswordChange: setPassword, onConfirmChange: setConfirm },
    password,
    /** Shows the problems and answers whether the pair may be sent. */
    check(): boolean {
      const found = validatePasswordPair(password, confirm);
      setErrors(found);
      return !hasErrors(found);
    },
    reset(): void {
      setPassword('');
      setConfirm('');
      setErrors({});
    },
  };
}
