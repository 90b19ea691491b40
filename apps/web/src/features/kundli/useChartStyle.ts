import type { ChartStyle, SessionUser } from '@jodi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../api/client';
import { notify } from '../../lib/notify';
import { useMemberCallsAllowed, useSession } from '../../session';
import { useKundliTexts } from './texts';

/**
 * The member's chart style (North or South Indian), kept on the server with the user
 * (`chart_style`). It is read from the signed-in user the app already holds (the session refresh's
 * GET /api/v1/user, the same query); a change shows at once, updates that user for the whole app and
 * is saved with PUT /api/v1/user; if saving fails, the style goes back and the member is told.
 */
export function useChartStyle(): [ChartStyle, (style: ChartStyle) => Promise<void>] {
  const { token } = useSession();
  const allowed = useMemberCallsAllowed();
  const queryClient = useQueryClient();
  const { texts } = useKundliTexts();
  // The session refresh's query (session/useSessionUserRefresh.ts): same key, same call, so one request.
  const { data: user } = useQuery({
    queryKey: ['session-user', token],
    queryFn: () => api.get('/api/v1/user'),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // Before the user has arrived (or without one), the choice holds here.
  const [chosen, setChosen] = useState<ChartStyle | null>(null);
  const style: ChartStyle = chosen ?? user?.chart_style ?? 'north';

  const change = useCallback(
    async (next: ChartStyle) => {
      if (next === style) return;
      const previous = style;
      const withStyle = (value: ChartStyle) =>
        queryClient.setQueriesData<SessionUser>({ queryKey: ['session-user'] }, (current) =>
          current ? { ...current, chart_style: value } : current,
        );
      setChosen(next);
      withStyle(next);
      try {
        const answer = await api.put('/api/v1/user', { body: { user: { chart_style: next } } });
        queryClient.setQueryData<SessionUser>(['session-user', token], answer.user);
      } catch {
        setChosen(previous);
        withStyle(previous);
        notify.warning(texts.styleSaveFailed);
      }
    },
    [style, queryClient, token, texts],
  );
  return [style, change];
}
