import { describe, expect, it } from 'vitest';
import { knownRelation, MANAGED_BY, MANAGED_BY_OF_RELATION, RELATIONS, relationsManagedAs } from './enums';

describe('relations', () => {
  it('list the relations families choose from, as stable English words', () => {
    expect(RELATIONS).toEqual([
      'Mother',
      'Father',
      'Brother',
      'Sister',
      'Uncle',
      'Aunt',
      'Grandfather',
      'Grandmother',
      'Cousin',
      'Self',
      'Friend',
    ]);
  });

  it("keep managed_by's wire values, each covering at least one relation", () => {
    expect(MANAGED_BY).toEqual(['self', 'parent', 'sibling', 'relative', 'friend']);
    for (const managedBy of MANAGED_BY) expect(relationsManagedAs(managedBy).length).toBeGreaterThan(0);
    expect(relationsManagedAs('parent')).toEqual(['Mother', 'Father']);
    expect(relationsManagedAs('sibling')).toEqual(['Brother', 'Sister']);
    expect(Object.keys(MANAGED_BY_OF_RELATION).sort()).toEqual([...RELATIONS].sort());
  });

  it('recognise a stored relation whatever its case, and nothing else', () => {
    expect(knownRelation('Mother')).toBe('Mother');
    expect(knownRelation(' father ')).toBe('Father');
    expect(knownRelation('GRANDMOTHER')).toBe('Grandmother');
    expect(knownRelation('Mama')).toBeUndefined();
    expect(knownRelation('आई')).toBeUndefined();
    expect(knownRelation('')).toBeUndefined();
    expect(knownRelation(null)).toBeUndefined();
  });
});
