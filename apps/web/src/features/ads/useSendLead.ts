import type { LeadInput } from '@jodi/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

/** POST /api/v1/leads `{ lead }` (members): a business asks to publish an advert. */
export function useSendLead() {
  return useMutation({
    mutationFn: (body: { lead: LeadInput }) => api.post('/api/v1/leads', { body }),
  });
}
