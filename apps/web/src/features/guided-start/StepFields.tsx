import { type FormEvent, useState } from 'react';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import type { Profile } from '../../lib/profile';
import type { Place, StepSpec } from '../profile-form';
import {
  FieldInput,
  type FormErrors,
  type FormValues,
  todayIso,
  toFormValues,
  toStepPatch,
  useUpdateProfile,
  validateStep,
  withPlace,
} from '../profile-form';

/**
 * A guided-start step's form: its values and errors (a change clears its field's error, a place
 * fills its details), and `submit`, which checks the step (and `moreProblems`), saves it and goes on.
 */
export function useStepForm(
  profile: Profile,
  step: StepSpec,
  next: () => void,
  moreProblems: (values: FormValues, problems: FormErrors) => void = () => {},
) {
  const [values, setValues] = useState<FormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateProfile(profile.id);
  const today = todayIso();
  const change = (name: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const choosePlace = (place: Place | null) => {
    setValues((current) => withPlace(current, place));
    setErrors((current) => ({ ...current, birth_place: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateStep(step, values, today);
    moreProblems(values, problems);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(toStepPatch(step, values), {
      onSuccess: next,
      onError: () => notify.error(t.profileForm.saveFailed),
    });
  };
  return { step, values, errors, change, choosePlace, submit, update, today };
}

interface StepFieldsProps {
  form: ReturnType<typeof useStepForm>;
  /** The field's label worded for whose detail it is, where the guided start has one. */
  labelOf(name: string): string | undefined;
}

/** The fields of a guided-start step, large, each labelled for whose detail it is. */
export function StepFields({ form, labelOf }: StepFieldsProps) {
  return form.step.fields.map((field) => (
    <FieldInput
      key={field.name}
      field={field}
      values={form.values}
      label={labelOf(field.name)}
      error={form.errors[field.name]}
      onChange={form.change}
      onPlace={form.choosePlace}
      today={form.today}
      size="lg"
    />
  ));
}
