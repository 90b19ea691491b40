import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FileDropZone } from '../../components/FileDropZone';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import { IntroVideo } from './IntroVideo';
import { useDeleteVideo } from './useDeleteVideo';
import { useUploadVideo } from './useUploadVideo';
import { useVideoIntro, type VideoIntro } from './useVideoIntro';
import { checkVideo, megabytes, VIDEO_TYPES, videoErrorMessage } from './videoChecks';

const VIDEO_STYLE = { display: 'block', width: '100%', maxHeight: 360, borderRadius: 12, background: '#000' };

function CurrentVideo({ video }: { video: VideoIntro }) {
  const remove = useDeleteVideo();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="current-video">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="current-video">
          {t.video.current}
        </Title>
        <IntroVideo src={video.url} poster={video.poster_url} style={VIDEO_STYLE} label={t.video.current} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t.video.size({ mb: megabytes(video.size) })}
          </Text>
          <Button
            color="red.8"
            variant="light"
            leftSection={<IconTrash aria-hidden size={16} />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify.success(t.video.deleted),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            {t.video.delete}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Uploader() {
  const upload = useUploadVideo();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A local preview of the chosen file, released when it changes or the screen closes.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    const found = checkVideo(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const send = () => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        notify.success(t.video.uploaded);
        setFile(null);
      },
      onError: (error) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notify.error(t.video.uploadFailed);
        setProblem(videoErrorMessage(error));
      },
    });
  };

  const percent = upload.progress?.percent ?? 0;
  return (
    <Stack gap="sm">
      <FileDropZone
        label={t.video.choose}
        hint={t.video.hint}
        accept={VIDEO_TYPES.join(',')}
        disabled={upload.isPending}
        onFiles={choose}
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {preview && file ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            {/* biome-ignore lint/a11y/useMediaCaption: a preview of the member's own recording */}
            <video
              src={preview}
              controls
              preload="metadata"
              style={VIDEO_STYLE}
              aria-label={t.video.preview}
            />
            <Text size="sm" c="dimmed">
              {file.name} · {t.video.size({ mb: megabytes(file.size) })}
            </Text>
            {upload.isPending ? (
              <Stack gap={4}>
                <Progress
                  value={percent}
                  animated
                  size="lg"
                  aria-label={t.common.uploadProgress}
                  aria-valuetext={`${percent}%`}
                />
                <Text size="sm" aria-live="polite">
                  {percent}%
                </Text>
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => (upload.isPending ? upload.cancel() : setFile(null))}>
                {t.video.cancel}
              </Button>
              <Button onClick={send} loading={upload.isPending}>
                {t.video.upload}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /upload/intro: the current video introduction with Delete, and an upload with preview and progress. */
export function VideoIntroPage() {
  usePageMeta(t.pages.uploadIntro.title, t.pages.uploadIntro.description);
  const video = useVideoIntro();
  return (
    <PageSection title={t.pages.uploadIntro.title} intro={t.pages.uploadIntro.description} size="sm" back>
      {video.isPending ? <CenteredLoader /> : null}
      {video.isError ? <LoadFailed onRetry={() => video.refetch()} /> : null}
      {video.isSuccess ? (
        <Stack gap="md">
          {video.data ? <CurrentVideo video={video.data} /> : <Text>{t.video.none}</Text>}
          <Uploader />
        </Stack>
      ) : null}
    </PageSection>
  );
}
