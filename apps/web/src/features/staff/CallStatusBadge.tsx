import type { CallStatus } from '@jodi/contract';
import { Text } from '@mantine/core';
import { t } from '../../i18n';

type Tone = 'green' | 'yellow' | 'red' | 'gray';

/** How a call went, as a colour: done well, still to do, failed, or closed for another reason. */
const TONES: Partial<Record<CallStatus, Tone>> = {
  call_completed: 'green',
  call_successful: 'green',
  interested_in_service: 'green',
  interested_in_profile: 'green',
  shared_contact: 'green',
  meeting_planned: 'green',
  info_sent_on_whatsapp: 'green',
  not_called: 'yellow',
  not_signedup: 'yellow',
  call_back_later: 'yellow',
  follow_up_required: 'yellow',
  forwarded_to_family: 'yellow',
  needs_profile_update: 'yellow',
  call_failed: 'red',
  not_interested: 'red',
  do_not_disturb: 'red',
  invalid_number: 'red',
  language_barrier: 'red',
};

/** The label of a call status; an unknown one as it came. */
export function callStatusLabel(status: string): string {
  return t.labels.callStatuses[status as CallStatus] ?? status;
}

/**
 * A call log's status as a tinted pill. The words are navy on a pale tint (over 12:1), never the
 * tint's own colour, and they wrap instead of being cut off.
 */
export function CallStatusBadge({ status }: { status: string }) {
  const tone = TONES[status as CallStatus] ?? 'gray';
  return (
    <Text
      component="span"
      size="sm"
      fw={600}
      lh={1.3}
      c="navy.9"
      bg={`${tone}.0`}
      px={8}
      py={2}
      display="inline-block"
      style={{
        border: `1px solid var(--mantine-color-${tone}-6)`,
        borderRadius: 'var(--mantine-radius-sm)',
        overflowWrap: 'anywhere',
      }}
    >
      {callStatusLabel(status)}
    </Text>
  );
}
