import { describe, expect, it } from 'vitest';
import { apiPath, buildPath } from './paths';

describe('API paths', () => {
  it('fills each {name} with its encoded value', () => {
    expect(apiPath('/api/v1/profiles/{id}', { path: { id: 'a/b?c' } })).toBe('/api/v1/profiles/a%2Fb%3Fc');
    expect(apiPath('/api/v1/message/{spec}', { path: { spec: 'p1*30' } })).toBe('/api/v1/message/p1*30');
  });

  it('writes the query in the order given, lists as repeated keys, without absent or null values', () => {
    expect(
      buildPath('/x', { query: { b: 2, a: 'one two', skip: undefined, none: null, ids: ['1', '2'] } }),
    ).toBe('/x?b=2&a=one+two&ids=1&ids=2');
    expect(buildPath('/x', { query: { gone: undefined } })).toBe('/x');
  });

  it('refuses a template whose {name} has no value', () => {
    expect(() => buildPath('/api/v1/interests/{id}')).toThrow('/api/v1/interests/{id}: no value for {id}');
  });
});
