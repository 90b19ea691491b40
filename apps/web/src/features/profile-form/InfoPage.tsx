import { Button, Group, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import type { Profile, ProfileField } from '../../lib/profile';
import { profilePath } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSession } from '../../session';
import { BoostCard } from '../boost';
import { FieldInput } from './FieldInput';
import {
  type FormErrors,
  type FormValues,
  todayIso,
  toFormValues,
  toStepPatch,
  validateStep,
  withPlace,
} from './formValues';
import classes from './InfoPage.module.css';
import { STEPS, stepIndexFromQuery } from './steps';
import { useMyProfile } from './useMyProfile';
import { useUpdateProfile } from './useUpdateProfile';

const WIDE_FIELDS = new Set(['textarea', 'place']);

/** The server's field problems of a failed save, keyed by field. */
function serverErrors(error: unknown, fields: ReadonlySet<string>): FormErrors {
  if (!isApiError(error)) return {};
  const errors: FormErrors = {};
  for (const issue of error.fieldIssues()) {
    if (fields.has(issue.path)) errors[issue.path as ProfileField] = issue.message;
  }
  return errors;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const active = stepIndexFromQuery(searchParams.get('go'));
  const step = STEPS[active] ?? STEPS[0]!;
  const last = active === STEPS.length - 1;
  const [values, setValues] = useState<FormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const mutation = useUpdateProfile(profile.id);
  const queryClient = useQueryClient();
  const today = todayIso();
  // Came from a profile's Gun Milan notice: saving the birth step goes back to that profile.
  const from = searchParams.get('from');
  const returnTo = step.key === 'astrology' && from?.startsWith('/profile/') ? from : null;

  const goTo = (index: number) => {
    setErrors({});
    setFailure(null);
    setSearchParams({ go: String(index + 1) }, { replace: true });
  };

  const change = (name: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateStep(step, values, today);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate(toStepPatch(step, values), {
      onSuccess: (saved) => {
        notify.success(t.profileForm.saved);
        if (returnTo) {
          void queryClient.invalidateQueries({ queryKey: ['profile-view'] });
          navigate(returnTo);
        } else if (last) navigate(profilePath(saved.id ?? profile.id));
        else goTo(active + 1);
      },
      onError: (error) => {
        notify.error(t.profileForm.saveFailed);
        const fieldProblems = serverErrors(error, new Set(Object.keys(values)));
        setErrors(fieldProblems);
        if (Object.keys(fieldProblems).length === 0) setFailure(error);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={goTo}
        size="sm"
        iconSize={32}
        allowNextStepsSelect
        completedIcon={({ step }) => step + 1}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
        aria-label={t.profileForm.stepsLabel}
      >
        {STEPS.map((s) => (
          <Stepper.Step key={s.key} label={s.title} aria-label={s.title} />
        ))}
      </Stepper>
      <form onSubmit={submit} noValidate aria-labelledby="step-title">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t.profileForm.stepOf({ step: active + 1, total: STEPS.length })}
            </Text>
            <Title order={2} fz="h3" id="step-title">
              {step.title}
            </Title>
          </div>
          <FormAlert error={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {step.fields.map((field) => (
              <div key={field.name} className={WIDE_FIELDS.has(field.kind) ? classes.wide : undefined}>
                <FieldInput
                  field={field}
                  values={values}
                  error={errors[field.name]}
                  onChange={change}
                  onPlace={(place) => {
                    setValues((current) => withPlace(current, place));
                    setErrors((current) => ({ ...current, birth_place: undefined }));
                  }}
                  today={today}
                />
              </div>
            ))}
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            {active > 0 ? (
              <Button variant="default" onClick={() => goTo(active - 1)}>
                {t.profileForm.previous}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={mutation.isPending}>
              {returnTo
                ? t.profileForm.saveAndReturn
                : last
                  ? t.profileForm.saveLast
                  : t.profileForm.saveAndNext}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /info: the member's profile in five steps, each saved on its own (`?go=N` opens step N). */
export function InfoPage() {
  usePageMeta(t.pages.info.title, t.pages.info.description);
  const query = useMyProfile();
  const session = useSession();
  return (
    <PageSection title={t.pages.info.title} intro={t.pages.info.description} size="md" back>
      {query.isPending ? <CenteredLoader /> : null}
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {query.data && !session.isAdmin ? <BoostCard plan={session.plan} /> : null}
      {query.data ? <ProfileForm profile={query.data} /> : null}
    </PageSection>
  );
}
