import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../api/client';

export const adsKeys = {
  ads: ['admin', 'ads'] as const,
  leads: ['admin', 'leads'] as const,
  leadPage: (offset: number) => ['admin', 'leads', offset] as const,
};

/** Staff: GET /api/v1/admin/ads, every ad whatever its status. */
export function useStaffAds() {
  return useQuery({
    queryKey: adsKeys.ads,
    queryFn: ({ signal }) => api.get('/api/v1/admin/ads', { query: { limit: 100 }, signal }),
  });
}

function useRefreshAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adsKeys.ads });
}

/** Staff: POST /api/v1/admin/ads (new) or PUT /api/v1/admin/ads/{id}, multipart with the file `image`. */
export function useSaveAd() {
  const refresh = useRefreshAds();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: FormData }) =>
      id
        ? api.put('/api/v1/admin/ads/{id}', { path: { id }, body: form })
        : api.post('/api/v1/admin/ads', { body: form }),
    onSuccess: refresh,
  });
}

/** Staff: DELETE /api/v1/admin/ads/{id}. */
export function useDeleteAd() {
  const refresh = useRefreshAds();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/v1/admin/ads/{id}', { path: { id } }),
    onSuccess: refresh,
  });
}

/** Staff: POST /api/v1/admin/ads/{id}/push, the ad to every member online now (the `ad` socket event). */
export function usePushAd() {
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/admin/ads/{id}/push', { path: { id } }),
  });
}

export const LEADS_PAGE_SIZE = 20;

/** Staff: GET /api/v1/admin/leads?limit=&offset=, newest first; the page shown stays while the next loads. */
export function useLeads(offset: number) {
  return useQuery({
    queryKey: adsKeys.leadPage(offset),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/v1/admin/leads', { query: { limit: LEADS_PAGE_SIZE, offset }, signal }),
    placeholderData: keepPreviousData,
  });
}
