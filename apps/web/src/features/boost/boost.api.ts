import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Data } from '../../api/schema';

/** GET/POST /api/v1/boost: when the boost runs until, how many are left this plan month, what it did. */
export type BoostStatus = Data<'/api/v1/boost'>;

const BOOST_KEY = ['boost'] as const;

/** The member's boost; only asked for on a plan that has boosts (Hope would be answered 402). */
export function useBoost(enabled: boolean) {
  return useQuery({
    queryKey: BOOST_KEY,
    queryFn: ({ signal }) => api.get('/api/v1/boost', { signal }),
    enabled,
  });
}

/** Starts a 24-hour boost; the answer is the new state. */
export function useStartBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/boost'),
    onSuccess: (status) => queryClient.setQueryData(BOOST_KEY, status),
  });
}
