import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { staffKeys } from './staffKeys';

/** GET /api/v1/admin/deliveries/failures: pushes and e-mails that failed for good in the last week. */
export function useDeliveryFailures() {
  return useQuery({
    queryKey: staffKeys.deliveryFailures,
    queryFn: ({ signal }) => api.get('/api/v1/admin/deliveries/failures', { signal }),
    staleTime: 60_000,
  });
}
