/** The profile form's entry for the rest of the app (its page is lazy-loaded by app/routes.tsx). */
export { FieldInput } from './FieldInput';
export {
  type FormErrors,
  type FormValues,
  todayIso,
  toFormValues,
  toStepPatch,
  validateStep,
  withPlace,
} from './formValues';
export type { FieldSpec, StepSpec } from './steps';
export { useMyProfile } from './useMyProfile';
export { type Place, usePlaceSearch } from './usePlaceSearch';
export { useUpdateProfile } from './useUpdateProfile';
