import type { Lead, LeadInput } from '@jodi/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../api/http';

/** POST /api/v1/leads `{ lead }` (members): a business asks to publish an advert. */
export function useSendLead() {
  return useMutation({
    mutationFn: (body: { lead: LeadInput }) => http.post<Lead>('/api/v1/leads', body),
  });
}
