import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import { useMemberCallsAllowed } from './useMemberCallsAllowed';
import { useSession } from './useSession';

/**
 * Once per token and page load, re-reads GET /api/v1/user so the stored name, picture,
 * plan and flags follow changes made elsewhere (a plan bought, a password set on another device).
 * A revoked token answers 401, which the HTTP client turns into a logout. Nothing is asked without a
 * live session: not for an expired token, nor on /logout.
 */
export function useSessionUserRefresh(): void {
  const { token, updateUser } = useSession();
  const allowed = useMemberCallsAllowed();
  const { data } = useQuery({
    queryKey: ['session-user', token],
    queryFn: () => api.get('/api/v1/user'),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (data) updateUser(data);
  }, [data, updateUser]);
}
