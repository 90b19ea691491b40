import { Checkbox, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../i18n';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface ImageFileFieldProps {
  label: string;
  maxBytes: number;
  /** The saved image's URL, shown while no new file is chosen. */
  currentUrl: string | null;
  value: File | null;
  onChange(file: File | null): void;
  /** When given, a 'Remove' box for the saved image. */
  remove?: { label: string; checked: boolean; onChange(checked: boolean): void };
  /** The server's word on the file, e.g. 'The image is too large'. */
  error?: string;
}

/** A staff form's image: the saved one, and a chooser that takes JPEG, PNG or WebP within the size. */
export function ImageFileField({
  label,
  maxBytes,
  currentUrl,
  value,
  onChange,
  remove,
  error,
}: ImageFileFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const mb = Math.round(maxBytes / (1024 * 1024));
  const choose = (file: File | null) => {
    const found =
      file === null
        ? null
        : !IMAGE_TYPES.includes(file.type)
          ? t.staffContent.imageWrongType
          : file.size > maxBytes
            ? t.staffContent.imageTooLarge({ mb })
            : null;
    setProblem(found);
    onChange(found ? null : file);
  };
  return (
    <Stack gap="xs">
      {currentUrl && !value ? (
        <Group gap="sm" align="center">
          <Image src={currentUrl} alt={t.staffContent.currentImage} w={96} h={64} radius="sm" fit="cover" />
          {remove ? (
            <Checkbox
              label={remove.label}
              checked={remove.checked}
              onChange={(event) => remove.onChange(event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t.staffContent.currentImage}
            </Text>
          )}
        </Group>
      ) : null}
      <FileInput
        label={label}
        description={t.staffContent.imageHint({ mb })}
        placeholder={t.staffContent.imagePlaceholder}
        accept={IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto aria-hidden size={16} />}
        value={value}
        onChange={choose}
        error={problem ?? error}
        clearable
      />
    </Stack>
  );
}
