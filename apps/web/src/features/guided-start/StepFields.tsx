import { useState } from 'react';
import type { Profile } from '../../lib/profile';
import { FieldInput } from '../profile-form/FieldInput';
import { type FormErrors, type FormValues, toFormValues, withPlace } from '../profile-form/formValues';
import type { StepSpec } from '../profile-form/steps';

/** A guided-start step's values and errors: a change clears its field's error, a place fills its details. */
export function useStepValues(profile: Profile) {
  const [values, setValues] = useState<FormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const change = (name: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const choosePlace = (placeId: string | null) => {
    setValues((current) => withPlace(current, placeId));
    setErrors((current) => ({ ...current, birth_place: undefined }));
  };
  return { values, errors, setErrors, change, choosePlace };
}

interface StepFieldsProps {
  step: StepSpec;
  form: ReturnType<typeof useStepValues>;
  /** The field's label worded for whose detail it is, where the guided start has one. */
  labelOf(name: string): string | undefined;
  today: string;
}

/** The fields of a guided-start step, large, each labelled for whose detail it is. */
export function StepFields({ step, form, labelOf, today }: StepFieldsProps) {
  return step.fields.map((field) => (
    <FieldInput
      key={field.name}
      field={field}
      values={form.values}
      label={labelOf(field.name)}
      error={form.errors[field.name]}
      onChange={form.change}
      onPlace={form.choosePlace}
      today={today}
      size="lg"
    />
  ));
}
