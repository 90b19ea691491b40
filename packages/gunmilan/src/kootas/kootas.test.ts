import { describe, expect, it } from 'vitest';
import { ALL_PADAS, type MoonStar, NAKSHATRAS, type PadaFacts, padaFacts, YONIS } from '../nakshatras';
import { bhakootKoota } from './bhakoot';
import { GANA_TABLE, ganaKoota } from './gana';
import { grahaMaitriKoota, PLANETS, pointsForRelations, relation } from './graha-maitri';
import { nadiKoota } from './nadi';
import { starCount, taraKoota } from './tara';
import { varnaKoota } from './varna';
import { VASHYA_GROUPS, VASHYA_TABLE, vashyaKoota } from './vashya';
import { YONI_TABLE, yoniKoota } from './yoni';

const facts = (nakshatra: number, pada = 1) => padaFacts({ nakshatra, pada });
/** A side with only the field a koota reads replaced (the rest from Ashwini 1). */
const side = (over: Partial<PadaFacts>): PadaFacts => ({ ...facts(1), ...over });

describe('varna (1)', () => {
  it('gives 1 when the groom ranks at least the bride', () => {
    const ranks = ['shudra', 'vaishya', 'kshatriya', 'brahmin'] as const;
    for (const [gi, g] of ranks.entries())
      for (const [bi, b] of ranks.entries())
        expect(varnaKoota(side({ varna: g }), side({ varna: b })), `${g}/${b}`).toBe(gi >= bi ? 1 : 0);
  });

  it('differs from variant V1 (earth/air swapped, PyJHora) in exactly 1,458 of 11,664 pairs', () => {
    // Reference 2: "PyJHora's Varna differs from DEFAULT in 1,458 of 11,664".
    const v1 = { brahmin: 4, kshatriya: 3, vaishya: 1, shudra: 2 } as const;
    let differ = 0;
    for (const g of ALL_PADAS)
      for (const b of ALL_PADAS) {
        const gf = padaFacts(g);
        const bf = padaFacts(b);
        if (varnaKoota(gf, bf) !== (v1[gf.varna] >= v1[bf.varna] ? 1 : 0)) differ++;
      }
    expect(differ).toBe(1458);
  });
});

describe('vashya (2)', () => {
  // Reference 3.2 DEFAULT, rows = boy, columns = girl: C, M, J, V, K.
  const reference = [
    [2, 1, 1, 0.5, 1],
    [1, 2, 0.5, 0, 1],
    [1, 0.5, 2, 1, 1],
    [0.5, 0, 1, 2, 0],
    [1, 1, 1, 0, 2],
  ];
  it('matches the DEFAULT table cell by cell', () => {
    expect(VASHYA_TABLE).toEqual(reference);
    for (const [gi, g] of VASHYA_GROUPS.entries())
      for (const [bi, b] of VASHYA_GROUPS.entries())
        expect(vashyaKoota(side({ vashya: g }), side({ vashya: b }))).toBe(reference[gi]![bi]);
  });

  it('scores the same group 2 (the one value every variant agrees on)', () => {
    for (const g of VASHYA_GROUPS) expect(vashyaKoota(side({ vashya: g }), side({ vashya: g }))).toBe(2);
  });

  it('reads groups from padas (Mula 1 Manava groom, Shravana 3 Jalachara bride: 0.5)', () => {
    expect(vashyaKoota(facts(19, 1), facts(22, 3))).toBe(0.5);
    expect(vashyaKoota(facts(10), facts(19, 1))).toBe(0); // Leo (Vanachara) / Manava
  });
});

describe('tara (3)', () => {
  it('counts inclusively', () => {
    expect(starCount(4, 4)).toBe(1);
    expect(starCount(13, 4)).toBe(19);
    expect(starCount(4, 13)).toBe(10);
    expect(starCount(27, 1)).toBe(2);
  });

  it('worked example: boy Rohini, girl Hasta = 3', () => {
    expect(taraKoota(facts(4), facts(13))).toBe(3);
  });

  it('scores one bad direction 1.5 (remainders 3, 5, 7)', () => {
    // Girl Ashwini, boy Krittika: girl->boy count 3 (Vipat), boy->girl 26 (remainder 8).
    expect(taraKoota(facts(3), facts(1))).toBe(1.5);
    // Girl Ashwini, boy Mrigashira: count 5 (Pratyari); boy Punarvasu: count 7 (Vadha).
    expect(taraKoota(facts(5), facts(1))).toBe(1.5);
    expect(taraKoota(facts(7), facts(1))).toBe(1.5);
    // Counts 12, 14, 16 are remainders 3, 5, 7 too.
    expect(taraKoota(facts(12), facts(1))).toBe(1.5);
  });

  it('is 3 for the same nakshatra and never 0 (both taras cannot be bad at once)', () => {
    for (const a of NAKSHATRAS) {
      expect(taraKoota(facts(a.number), facts(a.number))).toBe(3);
      for (const b of NAKSHATRAS) expect([1.5, 3]).toContain(taraKoota(facts(a.number), facts(b.number)));
    }
  });

  it('is the complement of PyJHora (which inverts the rule) over all pairs', () => {
    const pyjhora = (g: MoonStar, b: MoonStar) => {
      const bad = (c: number) => [3, 5, 7].includes(c % 9);
      return (
        (bad(starCount(b.nakshatra, g.nakshatra)) ? 1.5 : 0) +
        (bad(starCount(g.nakshatra, b.nakshatra)) ? 1.5 : 0)
      );
    };
    for (const g of ALL_PADAS)
      for (const b of ALL_PADAS) expect(pyjhora(g, b)).toBe(3 - taraKoota(padaFacts(g), padaFacts(b)));
  });
});

describe('yoni (4)', () => {
  it('is the symmetric DEFAULT table with 4 on the diagonal', () => {
    expect(YONI_TABLE).toHaveLength(14);
    YONI_TABLE.forEach((row, i) => {
      expect(row).toHaveLength(14);
      expect(row[i]).toBe(4);
      row.forEach((v, j) => {
        expect(v).toBe(YONI_TABLE[j]![i]);
      });
    });
  });

  it.each([
    ['horse', 'buffalo'],
    ['elephant', 'lion'],
    ['sheep', 'monkey'],
    ['serpent', 'mongoose'],
    ['dog', 'deer'],
    ['cat', 'rat'],
    ['cow', 'tiger'],
  ] as const)('scores the sworn enemies %s and %s 0', (a, b) => {
    expect(yoniKoota(side({ yoni: a }), side({ yoni: b }))).toBe(0);
    expect(yoniKoota(side({ yoni: b }), side({ yoni: a }))).toBe(0);
  });

  it('has only those seven zeros', () => {
    const zeros = YONIS.flatMap((a, i) =>
      YONIS.slice(i)
        .filter((_, k) => YONI_TABLE[i]![i + k] === 0)
        .map((b) => `${a}-${b}`),
    );
    expect(zeros).toHaveLength(7);
  });

  it.each([
    ['horse', 'serpent', 3],
    ['horse', 'cow', 1],
    ['horse', 'deer', 1],
    ['buffalo', 'lion', 1],
    ['elephant', 'sheep', 3],
    ['cat', 'deer', 3],
    ['monkey', 'mongoose', 3],
    ['tiger', 'lion', 1],
    ['rat', 'lion', 2],
    ['dog', 'sheep', 1],
  ] as const)('spot check: %s with %s = %i', (a, b, points) => {
    expect(yoniKoota(side({ yoni: a }), side({ yoni: b }))).toBe(points);
  });
});

describe('graha maitri (5)', () => {
  // Reference 3.5, order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.
  const reference = [
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ];
  it('derives the published matrix from the natural friendships', () => {
    for (const [i, a] of PLANETS.entries())
      for (const [j, b] of PLANETS.entries())
        expect(grahaMaitriKoota(side({ lord: a }), side({ lord: b })), `${a}/${b}`).toBe(reference[i]![j]);
  });

  it('scores relation pairs 5/4/3/1/0.5/0', () => {
    expect(pointsForRelations('friend', 'friend')).toBe(5);
    expect(pointsForRelations('neutral', 'friend')).toBe(4);
    expect(pointsForRelations('neutral', 'neutral')).toBe(3);
    expect(pointsForRelations('enemy', 'friend')).toBe(1);
    expect(pointsForRelations('neutral', 'enemy')).toBe(0.5);
    expect(pointsForRelations('enemy', 'enemy')).toBe(0);
  });

  it('reads the natural friendships of the table', () => {
    expect(relation('moon', 'mercury')).toBe('friend');
    expect(relation('mercury', 'moon')).toBe('enemy');
    expect(relation('saturn', 'jupiter')).toBe('neutral');
    expect(relation('venus', 'venus')).toBe('friend');
  });
});

describe('gana (6)', () => {
  it('uses the DEFAULT table with rows = girl, columns = boy', () => {
    expect(GANA_TABLE).toEqual([
      [6, 6, 0],
      [5, 6, 0],
      [1, 0, 6],
    ]);
  });

  it.each([
    ['manushya', 'deva', 6],
    ['deva', 'manushya', 5],
    ['deva', 'rakshasa', 1],
    ['rakshasa', 'deva', 0],
    ['manushya', 'rakshasa', 0],
    ['rakshasa', 'manushya', 0],
    ['deva', 'deva', 6],
    ['manushya', 'manushya', 6],
    ['rakshasa', 'rakshasa', 6],
  ] as const)('boy %s + girl %s = %i', (boy, girl, points) => {
    expect(ganaKoota(side({ gana: boy }), side({ gana: girl }))).toBe(points);
  });
});

describe('bhakoot (7)', () => {
  const rashi = (r: number) => side({ rashi: r });
  it.each([
    ['1/1', 1, 1, 7],
    ['2/12', 2, 1, 0],
    ['12/2', 1, 2, 0],
    ['3/11', 3, 1, 7],
    ['11/3', 11, 1, 7],
    ['4/10', 4, 1, 7],
    ['10/4', 10, 1, 7],
    ['5/9', 5, 1, 0],
    ['9/5', 9, 1, 0],
    ['6/8', 6, 1, 0],
    ['8/6', 8, 1, 0],
    ['7/7', 7, 1, 7],
  ])('count %s from the girl scores as the rule says', (_label, boy, girl, points) => {
    expect(bhakootKoota(rashi(boy), rashi(girl))).toBe(points);
  });

  it('scores girl Aquarius + boy Cancer 0 (a 6/8 pair; PyJHora has 7 there)', () => {
    expect(bhakootKoota(rashi(4), rashi(11))).toBe(0);
  });

  it('is symmetric and 7 for exactly half of the rashi pairs', () => {
    let good = 0;
    for (let g = 1; g <= 12; g++)
      for (let b = 1; b <= 12; b++) {
        expect(bhakootKoota(rashi(g), rashi(b))).toBe(bhakootKoota(rashi(b), rashi(g)));
        if (bhakootKoota(rashi(g), rashi(b)) === 7) good++;
      }
    expect(good).toBe(72);
  });
});

describe('nadi (8)', () => {
  it('scores the same nadi 0 and different nadis 8', () => {
    expect(nadiKoota(facts(1), facts(6))).toBe(0); // Aadi / Aadi
    expect(nadiKoota(facts(1), facts(2))).toBe(8);
    for (const n of NAKSHATRAS) expect(nadiKoota(facts(n.number, 1), facts(n.number, 4))).toBe(0);
  });
});
