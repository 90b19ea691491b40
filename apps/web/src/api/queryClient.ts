import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not accidents: retrying them would only repeat the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
