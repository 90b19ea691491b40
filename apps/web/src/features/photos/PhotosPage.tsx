import type { Photo } from '@jodi/contract';
import { Alert, Badge, Button, List, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FileDropZone } from '../../components/FileDropZone';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import classes from './PhotosPage.module.css';
import { checkPhotos, MAX_PHOTOS, PHOTO_TYPES, uploadErrorMessage } from './photoChecks';
import { useDeletePhoto } from './useDeletePhoto';
import { usePhotos } from './usePhotos';
import { useSetPrimaryPhoto } from './useSetPrimaryPhoto';
import { useUploadPhotos } from './useUploadPhotos';

function PhotoItem({ photo, n }: { photo: Photo; n: number }) {
  const remove = useDeletePhoto();
  const setPrimary = useSetPrimaryPhoto();
  const busy = remove.isPending || setPrimary.isPending;
  const fail = (error: unknown) => notify.error(errorMessage(error));
  return (
    <li className={classes.item} aria-label={t.photos.photo(n)} data-primary={photo.is_primary || undefined}>
      <div className={classes.photo}>
        <img src={photo.url} alt={t.photos.photo(n)} loading="lazy" />
        {photo.is_primary ? (
          <Badge
            className={classes.primaryBadge}
            color="navy.9"
            leftSection={<IconStarFilled aria-hidden size={12} />}
            tt="none"
          >
            {t.photos.primary}
          </Badge>
        ) : null}
      </div>
      <div className={classes.actions}>
        {photo.is_primary ? null : (
          <Button
            size="xs"
            variant="light"
            color="navy.9"
            disabled={busy}
            loading={setPrimary.isPending}
            onClick={() =>
              setPrimary.mutate(photo.id, {
                onSuccess: () => notify.success(t.photos.primarySet),
                onError: fail,
              })
            }
          >
            {t.photos.setPrimary}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red.8"
          disabled={busy}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(photo.id, { onSuccess: () => notify.success(t.photos.removed), onError: fail })
          }
        >
          {t.photos.remove}
        </Button>
      </div>
    </li>
  );
}

function Uploader({ count }: { count: number }) {
  const upload = useUploadPhotos();
  const [problems, setProblems] = useState<string[]>([]);

  const onFiles = (files: File[]) => {
    const found = checkPhotos(files, count);
    setProblems(found);
    if (found.length > 0) return;
    upload.mutate(files, {
      onSuccess: () => notify.success(t.photos.uploaded(files.length)),
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
        <Stack gap={4}>
          <Text size="sm">{t.photos.uploading}</Text>
          <Progress
            value={upload.progress?.percent ?? 0}
            animated
            aria-label={t.common.uploadProgress}
            aria-valuetext={`${upload.progress?.percent ?? 0}%`}
          />
        </Stack>
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

/** /upload/pics: the member's photos with 'Set as primary' and 'Remove', and an upload area. */
export function PhotosPage() {
  usePageMeta(t.pages.uploadPics.title, t.pages.uploadPics.description);
  const photos = usePhotos();
  const list = photos.data ?? [];
  return (
    <PageSection title={t.pages.uploadPics.title} size="md" back>
      {photos.isPending ? <CenteredLoader /> : null}
      {photos.isError ? (
        <Alert color="red" variant="light" role="alert" title={t.common.loadFailed}>
          <Button variant="light" color="red.8" size="xs" mt="xs" onClick={() => photos.refetch()}>
            {t.common.retry}
          </Button>
        </Alert>
      ) : null}
      {photos.isSuccess ? (
        <Stack gap="md">
          <Uploader count={list.length} />
          <Text size="sm" c="dimmed">
            {t.photos.count(list.length, MAX_PHOTOS)}
          </Text>
          {list.length === 0 ? (
            <Text>{t.photos.empty}</Text>
          ) : (
            <ul className={classes.grid} aria-label={t.photos.listLabel}>
              {list.map((photo, i) => (
                <PhotoItem key={photo.id} photo={photo} n={i + 1} />
              ))}
            </ul>
          )}
        </Stack>
      ) : null}
    </PageSection>
  );
}
