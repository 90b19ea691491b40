import { useState } from 'react';
import { isApiError } from '../api/ApiError';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A plain form's text values and per-field errors: `field(name)` gives an input's value, error and
 * onChange (which clears that field's error). `serverErrors(error)` takes a 400's field details.
 */
export function useFormDraft<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});

  const set = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });

  /** Shows `found` and tells whether the form may be sent (no errors). */
  const check = (found: FormErrors<K>): boolean => {
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  /** The field problems of a failed call, for the fields this form has; true when there were some. */
  const serverErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const found: FormErrors<K> = {};
    for (const issue of error.fieldIssues()) {
      if (issue.path in initial) found[issue.path as K] = issue.message;
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, set, check, serverErrors, reset };
}

/** What useFormDraft gives a form. */
export type FormDraft<K extends string> = ReturnType<typeof useFormDraft<K>>;
