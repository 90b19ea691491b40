import { describe, expect, it } from 'vitest';
import {
  ALL_PADAS,
  isMoonStar,
  NAKSHATRAS,
  padaFacts,
  padaIndex,
  RASHIS,
  rashiOf,
  starOfPadaIndex,
  vashyaOf,
} from './nakshatras';

/** The Gun Milan reference's section 1 (see the package README). */
const GANA_LISTS = {
  deva: [1, 5, 7, 8, 13, 15, 17, 22, 27],
  manushya: [2, 4, 6, 11, 12, 20, 21, 25, 26],
  rakshasa: [3, 9, 10, 14, 16, 18, 19, 23, 24],
};
const NADI_LISTS = {
  aadi: [1, 6, 7, 12, 13, 18, 19, 24, 25],
  madhya: [2, 5, 8, 11, 14, 17, 20, 23, 26],
  antya: [3, 4, 9, 10, 15, 16, 21, 22, 27],
};
/** The 14 yoni pairs (freehoroscopesonline.in, Saravali): two nakshatras per animal. */
const YONI_PAIRS: [string, number, number][] = [
  ['horse', 1, 24],
  ['elephant', 2, 27],
  ['sheep', 3, 8],
  ['serpent', 4, 5],
  ['dog', 6, 19],
  ['cat', 7, 9],
  ['rat', 10, 11],
  ['cow', 12, 26],
  ['buffalo', 13, 15],
  ['tiger', 14, 16],
  ['deer', 17, 18],
  ['monkey', 20, 22],
  ['lion', 23, 25],
];
/** Rashi by pada of the nine split nakshatras. */
const SPLITS: [number, number[]][] = [
  [3, [1, 2, 2, 2]],
  [5, [2, 2, 3, 3]],
  [7, [3, 3, 3, 4]],
  [12, [5, 6, 6, 6]],
  [14, [6, 6, 7, 7]],
  [16, [7, 7, 7, 8]],
  [21, [9, 10, 10, 10]],
  [23, [10, 10, 11, 11]],
  [25, [11, 11, 11, 12]],
];

describe('nakshatra table', () => {
  it('has 27 nakshatras in order', () => {
    expect(NAKSHATRAS.map((n) => n.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(NAKSHATRAS[0]!.name).toBe('Ashwini');
    expect(NAKSHATRAS[13]!.devanagari).toBe('चित्रा');
    expect(NAKSHATRAS[26]!.name).toBe('Revati');
  });

  it.each(Object.entries(GANA_LISTS))('gana %s matches the reference list', (gana, list) => {
    expect(NAKSHATRAS.filter((n) => n.gana === gana).map((n) => n.number)).toEqual(list);
  });

  it.each(Object.entries(NADI_LISTS))('nadi %s matches the reference list', (nadi, list) => {
    expect(NAKSHATRAS.filter((n) => n.nadi === nadi).map((n) => n.number)).toEqual(list);
  });

  it('follows the six-star nadi zig-zag', () => {
    const cycle = ['aadi', 'madhya', 'antya', 'antya', 'madhya', 'aadi'];
    for (const n of NAKSHATRAS) expect(n.nadi).toBe(cycle[(n.number - 1) % 6]);
  });

  it.each(YONI_PAIRS)('yoni %s pairs nakshatras %i and %i', (yoni, a, b) => {
    expect(NAKSHATRAS[a - 1]!.yoni).toBe(yoni);
    expect(NAKSHATRAS[b - 1]!.yoni).toBe(yoni);
    expect(new Set([NAKSHATRAS[a - 1]!.yoniSex, NAKSHATRAS[b - 1]!.yoniSex])).toEqual(
      new Set(['male', 'female']),
    );
  });

  it('gives Uttara Ashadha the mongoose alone (its female is Abhijit)', () => {
    expect(NAKSHATRAS.filter((n) => n.yoni === 'mongoose').map((n) => n.number)).toEqual([21]);
  });
});

describe('rashi table', () => {
  it('has lords, elements and DEFAULT varnas of section 2', () => {
    expect(RASHIS.map((r) => r.lord)).toEqual([
      'mars',
      'venus',
      'mercury',
      'moon',
      'sun',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'saturn',
      'jupiter',
    ]);
    expect(RASHIS.map((r) => r.varna)).toEqual([
      'kshatriya',
      'vaishya',
      'shudra',
      'brahmin',
      'kshatriya',
      'vaishya',
      'shudra',
      'brahmin',
      'kshatriya',
      'vaishya',
      'shudra',
      'brahmin',
    ]);
    expect(RASHIS[3]!.devanagari).toBe('कर्क');
  });
});

describe('padas', () => {
  it('numbers the 108 padas in zodiac order, nine per rashi', () => {
    expect(ALL_PADAS).toHaveLength(108);
    ALL_PADAS.forEach((star, i) => {
      expect(padaIndex(star)).toBe(i);
      expect(starOfPadaIndex(i)).toEqual(star);
    });
    for (let r = 1; r <= 12; r++) expect(ALL_PADAS.filter((s) => rashiOf(s) === r)).toHaveLength(9);
  });

  it.each(SPLITS)('splits nakshatra %i across rashis by pada as %j', (nakshatra, rashis) => {
    expect([1, 2, 3, 4].map((pada) => rashiOf({ nakshatra, pada }))).toEqual(rashis);
  });

  it('keeps every other nakshatra in one rashi', () => {
    const split = new Set(SPLITS.map(([n]) => n));
    for (const n of NAKSHATRAS.filter((x) => !split.has(x.number))) {
      expect(new Set([1, 2, 3, 4].map((pada) => rashiOf({ nakshatra: n.number, pada }))).size).toBe(1);
    }
  });

  it('rejects what is not a pada', () => {
    for (const bad of [
      { nakshatra: 0, pada: 1 },
      { nakshatra: 28, pada: 1 },
      { nakshatra: 1, pada: 5 },
      { nakshatra: 1.5, pada: 1 },
      null,
      {},
    ])
      expect(isMoonStar(bad)).toBe(false);
    expect(() => rashiOf({ nakshatra: 1, pada: 0 })).toThrow(RangeError);
  });
});

describe('vashya groups', () => {
  it('places whole signs as section 2 says', () => {
    const bySign: Record<number, string> = {
      1: 'chatushpada',
      2: 'chatushpada',
      3: 'manava',
      4: 'jalachara',
      5: 'vanachara',
      6: 'manava',
      7: 'manava',
      8: 'keeta',
      11: 'manava',
      12: 'jalachara',
    };
    for (const star of ALL_PADAS) {
      const sign = bySign[rashiOf(star)];
      if (sign) expect(vashyaOf(star)).toBe(sign);
    }
  });

  it('splits Sagittarius and Capricorn at 15 degrees', () => {
    const groups = (pairs: [number, number][]) =>
      pairs.map(([nakshatra, pada]) => vashyaOf({ nakshatra, pada }));
    // Sagittarius first half (Manava): Mula 1-4.
    expect(
      groups([
        [19, 1],
        [19, 2],
        [19, 3],
        [19, 4],
      ]),
    ).toEqual(Array(4).fill('manava'));
    // Second half (Chatushpada): Purva Ashadha 2-4 and Uttara Ashadha 1.
    expect(
      groups([
        [20, 2],
        [20, 3],
        [20, 4],
        [21, 1],
      ]),
    ).toEqual(Array(4).fill('chatushpada'));
    // Capricorn first half (Chatushpada): Uttara Ashadha 2-4 and Shravana 1.
    expect(
      groups([
        [21, 2],
        [21, 3],
        [21, 4],
        [22, 1],
      ]),
    ).toEqual(Array(4).fill('chatushpada'));
    // Second half (Jalachara): Shravana 3-4 and Dhanishta 1-2.
    expect(
      groups([
        [22, 3],
        [22, 4],
        [23, 1],
        [23, 2],
      ]),
    ).toEqual(Array(4).fill('jalachara'));
    // The two straddling padas go to the half that starts at their midpoint (15°00').
    expect(
      groups([
        [20, 1],
        [22, 2],
      ]),
    ).toEqual(['chatushpada', 'jalachara']);
  });

  it('collects the facts of one side', () => {
    expect(padaFacts({ nakshatra: 4, pada: 2 })).toEqual({
      nakshatra: 4,
      pada: 2,
      rashi: 2,
      lord: 'venus',
      varna: 'vaishya',
      vashya: 'chatushpada',
      gana: 'manushya',
      yoni: 'serpent',
      nadi: 'antya',
    });
  });
});
