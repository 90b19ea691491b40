import { useSearchParams } from 'react-router';
import {
  type CallLogFilterKey,
  type CallLogView,
  callLogViewFromParams,
  callLogViewToParams,
  withFilter,
} from './callLogQuery';

/** The /calllogs page and filters, kept in the URL: changing a filter goes back to page 1. */
export function useCallLogView() {
  const [params, setParams] = useSearchParams();
  const view = callLogViewFromParams(params);
  const show = (next: CallLogView) => setParams(callLogViewToParams(next));
  return {
    view,
    setFilter: <K extends CallLogFilterKey>(key: K, value: CallLogView[K] | undefined) =>
      show(withFilter(view, key, value)),
    setPage: (page: number) => show({ ...view, page }),
  };
}
