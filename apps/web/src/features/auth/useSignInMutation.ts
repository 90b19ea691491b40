import type { AuthResult, Credentials } from '@jodi/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';

/**
 * Sign-in and sign-up share the ending: keep the session, then show `landing` (the profiles);
 * staff land on their desk, where today's work waits.
 */
export function useSignInMutation(
  call: (credentials: Credentials) => Promise<AuthResult>,
  landing: string = PATHS.profiles,
) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      navigate(user.is_admin ? PATHS.staffDesk : landing, { replace: true });
    },
  });
}
