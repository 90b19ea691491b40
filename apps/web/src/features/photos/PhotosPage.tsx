import type { Photo } from '@jodi/contract';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import classes from './PhotosPage.module.css';
import { Uploader } from './PhotoUploader';
import { MAX_PHOTOS } from './photoChecks';
import { useDeletePhoto } from './useDeletePhoto';
import { usePhotos } from './usePhotos';
import { useSetPrimaryPhoto } from './useSetPrimaryPhoto';

function PhotoItem({ photo, n }: { photo: Photo; n: number }) {
  const remove = useDeletePhoto();
  const setPrimary = useSetPrimaryPhoto();
  const busy = remove.isPending || setPrimary.isPending;
  const fail = (error: unknown) => notify.error(errorMessage(error));
  return (
    <li
      className={classes.item}
      aria-label={t.photos.photo({ n })}
      data-primary={photo.is_primary || undefined}
    >
      <div className={classes.photo}>
        <img src={photo.url} alt={t.photos.photo({ n })} loading="lazy" />
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
            size="md"
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
          size="md"
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

/** /upload/pics: the member's photos with 'Set as primary' and 'Remove', and an upload area. */
export function PhotosPage() {
  usePageMeta(t.pages.uploadPics.title, t.pages.uploadPics.description);
  const photos = usePhotos();
  const list = photos.data ?? [];
  return (
    <PageSection title={t.pages.uploadPics.title} size="md" back>
      {photos.isPending ? <CenteredLoader /> : null}
      {photos.isError ? <LoadFailed onRetry={() => photos.refetch()} /> : null}
      {photos.isSuccess ? (
        <Stack gap="md">
          <Uploader count={list.length} />
          <Text size="sm" c="dimmed">
            {t.photos.count({ count: list.length, max: MAX_PHOTOS })}
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
