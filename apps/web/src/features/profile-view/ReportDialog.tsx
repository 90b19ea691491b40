import { REPORT_REASONS, type ReportReason } from '@jodi/contract';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { errorMessage, fieldError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useReportProfile } from './useReportProfile';

/** The API keeps at most this many characters of a report's details. */
export const REPORT_DETAILS_MAX = 1000;

interface ReportErrors {
  reason?: string;
  details?: string;
}

/** A reason is required; details too when the reason is 'other' (Something else). */
export function validateReport(reason: ReportReason | null, details: string): ReportErrors {
  const errors: ReportErrors = {};
  const text = details.trim();
  if (!reason) errors.reason = t.report.reasonRequired;
  if (reason === 'other' && !text) errors.details = t.report.detailsRequired;
  if (text.length > REPORT_DETAILS_MAX) errors.details = t.report.detailsTooLong({ max: REPORT_DETAILS_MAX });
  return errors;
}

function ReportForm({ profileId, onDone }: { profileId: string; onDone(): void }) {
  const report = useReportProfile(profileId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReport(reason, details);
    setErrors(found);
    if (!reason || found.reason || found.details) return;
    report.mutate(
      { reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t.report.sent);
          onDone();
        },
        onError: (error) => {
          if (hasCode(error, 'ALREADY_REPORTED')) {
            notify.warning(t.report.already);
            onDone();
          } else if (hasCode(error, 'RATE_LIMITED')) {
            notify.warning(error.message);
          } else {
            const detailsError = fieldError(error, 'details');
            if (detailsError) setErrors({ details: detailsError });
            else notify.error(errorMessage(error));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.report.intro}
        </Text>
        <Radio.Group
          label={t.report.reason}
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setErrors({});
          }}
          error={errors.reason}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={t.labels.reportReasons[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t.report.details}
          description={`${t.report.detailsHint} · ${t.report.detailsCount({ length: details.length, max: REPORT_DETAILS_MAX })}`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(event) => {
            setDetails(event.currentTarget.value);
            setErrors((current) => ({ ...current, details: undefined }));
          }}
          error={errors.details}
          aria-required={reason === 'other'}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="navy.9" onClick={onDone}>
            {t.report.cancel}
          </Button>
          <Button type="submit" color="red.8" loading={report.isPending}>
            {t.report.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ReportDialogProps {
  opened: boolean;
  onClose(): void;
  profileId: string;
  name: string;
}

/** 'Report': a reason from the list, details (required for Something else), Submit. */
export function ReportDialog({ opened, onClose, profileId, name }: ReportDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.report.title({ name })} centered size="md">
      <ReportForm profileId={profileId} onDone={onClose} />
    </Modal>
  );
}
