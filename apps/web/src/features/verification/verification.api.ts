import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { type UploadProgress, uploadWithProgress } from '../../api/upload';
import { refreshOwnProfile } from '../../lib/profileCompletion';
import { queryKeys } from '../../lib/queryKeys';
import type { DocType, ReviewDoc, VerificationDoc } from './documents';

export const verificationKeys = {
  own: queryKeys.verificationDocs,
  review: ['admin-verification-docs', 'pending'] as const,
};

/** GET /api/v1/verification/docs: the member's own documents. */
export function useMyDocuments() {
  return useQuery({
    queryKey: verificationKeys.own,
    queryFn: ({ signal }) => api.get('/api/v1/verification/docs', { signal }),
  });
}

/** POST /api/v1/verification/doc?docType=…: one file (field `doc`), with upload progress. */
export function useUploadDocument(docType: DocType) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('doc', file, file.name);
      setProgress(null);
      const upload = uploadWithProgress('/api/v1/verification/doc', form, {
        query: { docType },
        onProgress: setProgress,
      });
      return (await upload).data;
    },
    onSuccess: (doc) => {
      queryClient.setQueryData<VerificationDoc[]>(verificationKeys.own, (docs = []) => [
        doc,
        ...docs.filter((d) => d.id !== doc.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.own });
      void refreshOwnProfile(queryClient);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Staff: GET /api/v1/admin/verification/docs?status=pending. */
export function usePendingDocuments() {
  return useQuery({
    queryKey: verificationKeys.review,
    queryFn: ({ signal }) =>
      api.get('/api/v1/admin/verification/docs', { query: { status: 'pending', limit: 100 }, signal }),
  });
}

type Review = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** Staff: approve, or reject with a reason; the reviewed document leaves the pending list. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) =>
      review.approve
        ? api.post('/api/v1/admin/verification/docs/{id}/approve', { path: { id: review.id } })
        : api.post('/api/v1/admin/verification/docs/{id}/reject', {
            path: { id: review.id },
            body: { reason: review.reason },
          }),
    onSuccess: (_doc, review) => {
      queryClient.setQueryData<ReviewDoc[]>(verificationKeys.review, (docs) =>
        docs?.filter((d) => d.id !== review.id),
      );
      void queryClient.invalidateQueries({ queryKey: verificationKeys.review });
    },
  });
}
