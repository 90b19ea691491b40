import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  nextOffset,
} from './listingQuery';

describe('listing query', () => {
  it('pages the plain listing without filters', () => {
    expect(buildListQuery({ mode: 'all', filters: { q: 'ignored' } })).toBe('?limit=24&offset=0');
    expect(buildListQuery({ mode: 'all', offset: 48 })).toBe('?limit=24&offset=48');
  });

  it('asks for saved profiles in saved mode', () => {
    expect(buildListQuery({ mode: 'saved', offset: 24 })).toBe('?limit=24&offset=24&saved=true');
  });

  it('builds the query string from the filters, leaving blanks out', () => {
    const query = buildListQuery({
      mode: 'filtered',
      filters: {
        q: ' engineer ',
        min_age: '25',
        max_age: '32',
        min_height: '150',
        max_height: '',
        city: 'Pune',
        education: 'masters',
        maritial_status: 'never_married',
        rashi: 'Simha',
        gotra: 'Kashyap',
        mangal_dosh: 'no',
      },
    });
    expect(query).toBe(
      '?limit=24&offset=0&min_age=25&max_age=32&min_height=150&city=Pune&education=masters' +
        '&maritial_status=never_married&rashi=Simha&gotra=Kashyap&mangal_dosh=no&q=engineer',
    );
  });

  it('reads the filters from the page URL and writes them back unchanged', () => {
    const params = new URLSearchParams('city=Nashik&min_age=24&unknown=1&q=%20&rashi=Tula');
    const filters = filtersFromSearchParams(params);
    expect(filters).toEqual({ city: 'Nashik', min_age: '24', rashi: 'Tula' });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters({ q: '  ' })).toBe(false);
    expect(filtersToSearchParams(filters).toString()).toBe('min_age=24&city=Nashik&rashi=Tula');
  });

  it('finds the next page from meta', () => {
    expect(nextOffset({ total: 60, limit: 24, offset: 0 })).toBe(24);
    expect(nextOffset({ total: 60, limit: 24, offset: 48 })).toBeUndefined();
    expect(nextOffset(undefined)).toBeUndefined();
  });
});
