import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { staffKeys } from './staffKeys';

export interface DeliveryFailures {
  push: number;
  email: number;
  since: string;
}

/** GET /api/v1/admin/deliveries/failures: pushes and e-mails that failed for good in the last week. */
export function useDeliveryFailures() {
  return useQuery({
    queryKey: staffKeys.deliveryFailures,
    queryFn: ({ signal }) => http.get<DeliveryFailures>('/api/v1/admin/deliveries/failures', { signal }),
    staleTime: 60_000,
  });
}
