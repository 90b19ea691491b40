import { Alert, List, Stack } from '@mantine/core';
import { useState } from 'react';
import { FileDropZone } from '../../components/FileDropZone';
import { UploadProgress } from '../../components/UploadProgress';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { checkPhotos, MAX_PHOTOS, PHOTO_TYPES, uploadErrorMessage } from './photoChecks';
import { useUploadPhotos } from './useUploadPhotos';

/** The upload area of /upload/pics (also the guided start's photo step). */
export function Uploader({ count }: { count: number }) {
  const upload = useUploadPhotos();
  const [problems, setProblems] = useState<string[]>([]);

  const onFiles = (files: File[]) => {
    const found = checkPhotos(files, count);
    setProblems(found);
    if (found.length > 0) return;
    upload.mutate(files, {
      onSuccess: () => notify.success(t.photos.uploaded({ count: files.length })),
      onError: (error) => {
        notify.error(t.photos.uploadFailed);
        setProblems([uploadErrorMessage(error)]);
      },
    });
  };

  return (
    <Stack gap="sm">
      <FileDropZone
        label={t.photos.choose}
        hint={t.photos.dropHint}
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={upload.isPending || count >= MAX_PHOTOS}
        onFiles={onFiles}
      />
      {upload.isPending ? (
        <UploadProgress label={t.photos.uploading} percent={upload.progress?.percent ?? 0} />
      ) : null}
      {problems.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
