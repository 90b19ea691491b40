import type { PadaFacts, Planet } from '../nakshatras';

export type Relation = 'friend' | 'neutral' | 'enemy';

/** Order of the planet rows and columns below. */
export const PLANETS: readonly Planet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Natural (naisargika) friendships: how each planet regards the others (reference 3.5). */
export const NATURAL_RELATIONS: Readonly<Record<Planet, { friends: Planet[]; enemies: Planet[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

/** How `planet` regards `other`; a planet is its own friend. */
export function relation(planet: Planet, other: Planet): Relation {
  if (planet === other) return 'friend';
  const { friends, enemies } = NATURAL_RELATIONS[planet];
  if (friends.includes(other)) return 'friend';
  return enemies.includes(other) ? 'enemy' : 'neutral';
}

/** DEFAULT points for the two one-way relations (order does not matter). */
export function pointsForRelations(a: Relation, b: Relation): number {
  const pair = [a, b].sort().join('+');
  switch (pair) {
    case 'friend+friend':
      return 5;
    case 'friend+neutral':
      return 4;
    case 'neutral+neutral':
      return 3;
    case 'enemy+friend':
      return 1;
    case 'enemy+neutral':
      return 0.5;
    default:
      return 0;
  }
}

/** Graha Maitri (max 5), from the lords of the two Moon rashis. Symmetric. */
export function grahaMaitriKoota(groom: PadaFacts, bride: PadaFacts): number {
  return pointsForRelations(relation(groom.lord, bride.lord), relation(bride.lord, groom.lord));
}
