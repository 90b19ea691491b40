import { FileInput, Stack, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';
import { CallRecordingPlayer } from './CallRecordingPlayer';
import { checkRecording, RECORDING_MAX_MB } from './callLogForm';

interface RecordingFieldProps {
  /** The log's current recording (signed link), played when editing. */
  currentUrl: string | null;
  value: File | null;
  onChange(file: File | null): void;
}

/** The call's audio: the existing recording, and a file chooser that takes audio up to the size limit. */
export function RecordingField({ currentUrl, value, onChange }: RecordingFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    const problem = file ? checkRecording(file) : null;
    setError(problem);
    onChange(problem ? null : file);
  };
  return (
    <Stack gap="xs">
      {currentUrl ? (
        <div>
          <Text size="sm" fw={500}>
            {t.callLogForm.currentRecording}
          </Text>
          <CallRecordingPlayer src={currentUrl} label={t.callLogForm.currentRecording} />
        </div>
      ) : null}
      <FileInput
        label={t.callLogForm.recording}
        description={t.callLogForm.recordingHint({ mb: RECORDING_MAX_MB })}
        placeholder={t.callLogForm.recordingPlaceholder}
        accept="audio/*"
        leftSection={<IconMicrophone aria-hidden size={16} />}
        value={value}
        onChange={choose}
        error={error}
        clearable
      />
    </Stack>
  );
}
