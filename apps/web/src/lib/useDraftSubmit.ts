import { type FormEvent, useState } from 'react';
import { notify } from './notify';
import type { FormDraft, FormErrors } from './useFormDraft';

interface SaveCall<V> {
  mutate(variables: V, options: { onSuccess(): void; onError(error: unknown): void }): void;
}

interface DraftSubmitOptions<K extends string, V> {
  form: FormDraft<K>;
  save: SaveCall<V>;
  /** The form's own checks, shown under the fields; nothing is sent while any fails. */
  validate(values: Record<K, string>): FormErrors<K>;
  /** What to send for these values. */
  request(values: Record<K, string>): V;
  /** A notice once saved, if any. */
  savedNotice?: string;
  onSaved(): void;
}

/**
 * Sends a useFormDraft form: checked first; a 400's field problems go under their fields, any other
 * failure to `failure` (for a FormAlert); once saved, the notice and `onSaved`.
 */
export function useDraftSubmit<K extends string, V>({
  form,
  save,
  validate,
  request,
  savedNotice,
  onSaved,
}: DraftSubmitOptions<K, V>) {
  const [failure, setFailure] = useState<unknown>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check(validate(form.values))) return;
    save.mutate(request(form.values), {
      onSuccess: () => {
        if (savedNotice) notify.success(savedNotice);
        onSaved();
      },
      onError: (error) => {
        if (!form.serverErrors(error)) setFailure(error);
      },
    });
  };
  return { failure, onSubmit };
}
