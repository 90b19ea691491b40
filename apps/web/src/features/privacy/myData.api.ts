import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../lib/queryKeys';

/** How often the screen asks again while the archive is being made (it takes a few seconds). */
export const MY_DATA_POLL_MS = 2000;

/** GET /api/v1/my-data: the latest archive; asked again every 2 s only while it is being prepared. */
export function useMyData() {
  return useQuery({
    queryKey: queryKeys.myData,
    queryFn: ({ signal }) => api.get('/api/v1/my-data', { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? MY_DATA_POLL_MS : false),
    staleTime: 0,
  });
}

/** POST /api/v1/my-data: starts an archive (or answers the one under way); 429 after 3 a day. */
export function usePrepareMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/my-data'),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.myData, answer),
  });
}
