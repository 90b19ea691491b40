import type { StaffLegal } from '@jodi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { contentKeys } from '../contentKeys';

/** Staff: PUT /api/v1/admin/ab `{ texts }`; the menu picks the new labels up at once. */
export function useSaveAbTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: Record<string, string>) =>
      http.put<Record<string, string>>('/api/v1/admin/ab', { texts }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.abTexts }),
  });
}

/** Staff: GET /api/v1/admin/legal, the terms' Markdown for editing. */
export function useStaffLegal() {
  return useQuery({
    queryKey: contentKeys.adminLegal,
    queryFn: ({ signal }) => http.get<StaffLegal>('/api/v1/admin/legal', { signal }),
  });
}

/** Staff: PUT /api/v1/admin/legal `{ markdown }`; the public terms page shows it next time. */
export function useSaveLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => http.put<StaffLegal>('/api/v1/admin/legal', { markdown }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKeys.adminLegal, saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.legal });
    },
  });
}
