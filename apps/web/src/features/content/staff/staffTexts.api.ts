import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { contentKeys } from '../contentKeys';

/** Staff: PUT /api/v1/admin/ab `{ texts }`; the menu picks the new labels up at once. */
export function useSaveAbTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: Record<string, string>) => api.put('/api/v1/admin/ab', { body: { texts } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.abTexts }),
  });
}

/** Staff: GET /api/v1/admin/legal, the terms' Markdown for editing. */
export function useStaffLegal() {
  return useQuery({
    queryKey: contentKeys.adminLegal,
    queryFn: ({ signal }) => api.get('/api/v1/admin/legal', { signal }),
  });
}

/** Staff: PUT /api/v1/admin/legal `{ markdown }`; the public terms page shows it next time. */
export function useSaveLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => api.put('/api/v1/admin/legal', { body: { markdown } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKeys.adminLegal, saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.legal });
    },
  });
}
