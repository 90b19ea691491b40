import { parseJson, type RequestOptions, tokenFor } from '../http';
import { buildPath, type UrlParts } from '../paths';
import type { Operation, PathParams, PathsWith, QueryParams, SuccessBody } from '../schema';
import { takeArrivedEarlyAnswer } from './takeEarlyAnswer';

/**
 * Query options that start a screen's query from index.html's early answer to GET `path` when it
 * has already come (see inline.ts): the screen renders its data at once instead of a loading state
 * first. The answer is taken (used once) and dated when it arrived, so it goes stale as if the query
 * had fetched it; without one the query fetches as usual.
 */
export function earlyInitialData<P extends PathsWith<'get'>, D>(
  path: P,
  options: Pick<RequestOptions, 'auth'> & {
    path?: PathParams<Operation<P, 'get'>>;
    query?: QueryParams<Operation<P, 'get'>>;
  },
  toData: (body: SuccessBody<Operation<P, 'get'>>) => D,
): { initialData: () => D | undefined; initialDataUpdatedAt: () => number | undefined } {
  let receivedAt: number | undefined;
  const url = buildPath(path, options as UrlParts);
  return {
    initialData: () => {
      const answer = takeArrivedEarlyAnswer('GET', url, tokenFor(options));
      receivedAt = answer?.receivedAt;
      return answer
        ? toData((parseJson(answer.text) ?? { data: undefined }) as SuccessBody<Operation<P, 'get'>>)
        : undefined;
    },
    // Read by the query right after initialData.
    initialDataUpdatedAt: () => receivedAt,
  };
}
