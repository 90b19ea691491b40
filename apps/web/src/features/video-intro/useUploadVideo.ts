import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type UploadProgress, uploadWithProgress } from '../../api/upload';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** POST /api/v1/videointro (multipart field `video`), with upload progress and cancel. */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('video', file, file.name);
      controller.current = new AbortController();
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      const body = await uploadWithProgress('/api/v1/videointro', form, {
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      return body.data;
    },
    onSuccess: (video) => {
      queryClient.setQueryData(queryKeys.videoIntro, video);
      void refreshOwnProfile(queryClient);
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  const cancel = () => controller.current?.abort();
  return { ...mutation, progress, cancel };
}
