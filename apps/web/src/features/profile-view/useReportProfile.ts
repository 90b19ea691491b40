import type { ReportReason } from '@jodi/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

/** POST /api/v1/user/report `{ user_to_id, reason, details? }`: 201; 409 already reported; 429 too many. */
export function useReportProfile(profileId: string) {
  return useMutation({
    mutationFn: ({ reason, details }: ReportInput) =>
      api.post('/api/v1/user/report', {
        body: { user_to_id: profileId, reason, ...(details ? { details } : {}) },
      }),
  });
}
