import { useQuery } from '@tanstack/react-query';
import { hasCode } from '../../api/ApiError';
import { checkMemberLink } from './plans.api';

/**
 * What a member link's e-mail leads to, asked before plans are offered: 'checking', 'unknown' (404:
 * no account that may buy) or 'ok'. Any other answer (the sandbox's 403, a network failure) offers the
 * plans as before: choosing one asks the server again and says what is wrong.
 */
export function useMemberLinkCheck(email: string | null): 'checking' | 'unknown' | 'ok' | null {
  const check = useQuery({
    queryKey: ['member-link', email],
    queryFn: ({ signal }) => checkMemberLink(email ?? '', signal),
    enabled: email !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (email === null) return null;
  if (check.isPending) return 'checking';
  return hasCode(check.error, 'MEMBER_LINK_INVALID') ? 'unknown' : 'ok';
}
