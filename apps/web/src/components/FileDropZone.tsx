import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import classes from './FileDropZone.module.css';

interface FileDropZoneProps {
  /** The visible button text and the file input's accessible name. */
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/** Choose files with a button, or drop them on the area. */
export function FileDropZone({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: FileDropZoneProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.currentTarget.files);
    // Choosing the same file again must fire change again.
    event.currentTarget.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled file input is the accessible way
    <div
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className={classes.button}>
        <IconUpload aria-hidden size={18} />
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint ? (
        <Text id={hintId} size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
