import { describe, expect, it } from 'vitest';
import { callLogsApiQuery, callLogViewFromParams, callLogViewToParams, withFilter } from './callLogQuery';

describe('call log query', () => {
  it('reads page and filters from the URL, dropping what is not valid', () => {
    const view = callLogViewFromParams(
      new URLSearchParams('page=3&status=call_failed&assigned_to_id=a1&followup=true&payment_done=maybe'),
    );
    expect(view).toEqual({ page: 3, status: 'call_failed', assigned_to_id: 'a1', followup: true });
    expect(callLogViewFromParams(new URLSearchParams('page=0&status=nope'))).toEqual({ page: 1 });
    expect(callLogViewFromParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1 });
  });

  it('writes the URL in a fixed order, without page 1', () => {
    expect(callLogViewToParams({ page: 1, payment_done: false, status: 'not_called' }).toString()).toBe(
      'status=not_called&payment_done=false',
    );
    expect(callLogViewToParams({ page: 4 }).toString()).toBe('page=4');
  });

  it('asks the API with the community app name first', () => {
    expect(callLogsApiQuery({ page: 2, followup: false })).toBe('app_name=jodi&page=2&followup=false');
    expect(callLogsApiQuery({ assigned_to_id: 'a 1' })).toBe('app_name=jodi&assigned_to_id=a+1');
  });

  it('goes back to page 1 when a filter changes or is cleared', () => {
    expect(withFilter({ page: 3, status: 'call_failed' }, 'followup', true)).toEqual({
      page: 1,
      status: 'call_failed',
      followup: true,
    });
    expect(withFilter({ page: 3, status: 'call_failed' }, 'status', undefined)).toEqual({ page: 1 });
  });
});
