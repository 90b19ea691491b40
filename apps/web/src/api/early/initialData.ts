import { type Envelope, parseJson, type RequestOptions, tokenFor } from '../http';
import { takeArrivedEarlyAnswer } from './takeEarlyAnswer';

/**
 * Query options that start a screen's query from index.html's early answer to GET `path` when it
 * has already come (see inline.ts): the screen renders its data at once instead of a loading state
 * first. The answer is taken (used once) and dated when it arrived, so it goes stale as if the query
 * had fetched it; without one the query fetches as usual.
 */
export function earlyInitialData<T, D>(
  path: string,
  options: Pick<RequestOptions, 'auth'>,
  toData: (envelope: Envelope<T>) => D,
): { initialData: () => D | undefined; initialDataUpdatedAt: () => number | undefined } {
  let receivedAt: number | undefined;
  return {
    initialData: () => {
      const answer = takeArrivedEarlyAnswer('GET', path, tokenFor(options));
      receivedAt = answer?.receivedAt;
      return answer ? toData((parseJson(answer.text) ?? { data: undefined }) as Envelope<T>) : undefined;
    },
    // Read by the query right after initialData.
    initialDataUpdatedAt: () => receivedAt,
  };
}
