import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type UploadProgress, uploadWithProgress } from '../../api/upload';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';

/** POST /api/v1/bulk/picb: several photos at once under the field `pics`, with upload progress. */
export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('pics', file, file.name);
      setProgress(null);
      return (await uploadWithProgress('/api/v1/bulk/picb', form, { onProgress: setProgress })).data;
    },
    onSuccess: (photos) => {
      queryClient.setQueryData(queryKeys.photos, photos);
      void refreshOwnProfile(queryClient);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
