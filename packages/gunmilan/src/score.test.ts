import { describe, expect, it } from 'vitest';
import { doshasOf } from './doshas';
import { ALL_PADAS } from './nakshatras';
import { KOOTA_MAXIMA, KOOTAS, MAX_TOTAL, scoreMatch } from './score';

const star = (nakshatra: number, pada: number) => ({ nakshatra, pada });

describe('scoreMatch: worked examples', () => {
  // Reference 3.6: "Rohini with Mrigashira (36 under one reading, 35 under the other)". Both in
  // Taurus (Mrigashira padas 1-2): same varna, vashya, yoni, lord and rashi, good taras, different
  // nadis; only gana differs by who is the groom.
  it.each([
    ['boy Rohini 1, girl Mrigashira 1', star(4, 1), star(5, 1), 36, 6],
    ['boy Mrigashira 2, girl Rohini 3', star(5, 2), star(4, 3), 35, 5],
  ])('%s', (_label, groom, bride, total, gana) => {
    expect(scoreMatch(groom, bride)).toEqual({
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 4,
      graha_maitri: 5,
      gana,
      bhakoot: 7,
      nadi: 8,
      total,
    });
  });

  it('boy Rohini, girl Hasta: Tara 3 (reference 3.3)', () => {
    expect(scoreMatch(star(4, 2), star(13, 1)).tara).toBe(3);
  });

  // Hand-worked from the tables of the reference, one line per koota.
  it.each([
    {
      // Boy Ashwini 1 (Aries, Kshatriya, Chatushpada, Deva, Horse, Aadi, Mars);
      // girl Bharani 1 (Aries, Manushya, Elephant, Madhya). Taras: counts 27 and 2, both good.
      groom: star(1, 1),
      bride: star(2, 1),
      want: {
        varna: 1,
        vashya: 2,
        tara: 3,
        yoni: 2,
        graha_maitri: 5,
        gana: 5,
        bhakoot: 7,
        nadi: 8,
        total: 33,
      },
    },
    {
      // Boy Magha 1 (Leo, Kshatriya, Vanachara, Rakshasa, Rat, Antya, Sun);
      // girl Ashlesha 4 (Cancer, Brahmin, Jalachara, Rakshasa, Cat, Antya, Moon).
      // Tara: girl->boy count 2 (good), boy->girl 27 (good). Bhakoot: Leo is 2nd from Cancer.
      groom: star(10, 1),
      bride: star(9, 4),
      want: {
        varna: 0,
        vashya: 1,
        tara: 3,
        yoni: 0,
        graha_maitri: 5,
        gana: 6,
        bhakoot: 0,
        nadi: 0,
        total: 15,
      },
    },
    {
      // Boy Mula 1 (Sagittarius first half: Manava; Kshatriya, Rakshasa, Dog, Aadi, Jupiter);
      // girl Shravana 3 (Capricorn second half: Jalachara; Vaishya, Deva, Monkey, Antya, Saturn).
      // Tara: girl->boy count 25 (remainder 7, Vadha: bad), boy->girl count 4 (good).
      // Graha maitri: Jupiter neutral to Saturn, Saturn neutral to Jupiter: 3. Bhakoot: 2/12.
      groom: star(19, 1),
      bride: star(22, 3),
      want: {
        varna: 1,
        vashya: 0.5,
        tara: 1.5,
        yoni: 2,
        graha_maitri: 3,
        gana: 0,
        bhakoot: 0,
        nadi: 8,
        total: 16,
      },
    },
  ])('$groom.nakshatra/$groom.pada with $bride.nakshatra/$bride.pada', ({ groom, bride, want }) => {
    expect(scoreMatch(groom, bride)).toEqual(want);
  });

  it('rejects a side that is not a pada', () => {
    expect(() => scoreMatch(star(0, 1), star(1, 1))).toThrow(RangeError);
    expect(() => scoreMatch(star(1, 1), star(1, 5))).toThrow(/bride/);
  });
});

describe('scoreMatch: every one of the 108 x 108 pada pairs', () => {
  const all = ALL_PADAS.flatMap((groom) =>
    ALL_PADAS.map((bride) => ({ groom, bride, score: scoreMatch(groom, bride) })),
  );

  it('covers 11,664 pairs', () => {
    expect(all).toHaveLength(11_664);
  });

  it('keeps each koota within 0..max in steps of 0.5, and the total is their sum', () => {
    // One assertion over all pairs (collected), not 280,000 separate ones: the same check, fast.
    const wrong: string[] = [];
    for (const { groom, bride, score } of all) {
      let sum = 0;
      for (const koota of KOOTAS) {
        const v = score[koota];
        if (v < 0 || v > KOOTA_MAXIMA[koota] || !Number.isInteger(v * 2)) {
          wrong.push(`${koota}=${v} for ${JSON.stringify({ groom, bride })}`);
        }
        sum += v;
      }
      if (score.total !== sum || score.total > MAX_TOTAL) wrong.push(`total=${score.total}, sum=${sum}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is deterministic', () => {
    const changed = all.filter(({ groom, bride, score }) => {
      const again = scoreMatch(groom, bride);
      return KOOTAS.some((koota) => again[koota] !== score[koota]) || again.total !== score.total;
    });
    expect(changed).toEqual([]);
  });

  it('keeps tara, vashya, yoni, graha maitri, bhakoot and nadi symmetric; varna and gana depend on who is the groom', () => {
    const symmetric = ['tara', 'vashya', 'yoni', 'graha_maitri', 'bhakoot', 'nadi'] as const;
    let varnaDiffers = 0;
    let ganaDiffers = 0;
    const asymmetric: string[] = [];
    for (const { groom, bride, score } of all) {
      const swapped = scoreMatch(bride, groom);
      for (const koota of symmetric) if (swapped[koota] !== score[koota]) asymmetric.push(koota);
      if (swapped.varna !== score.varna) varnaDiffers++;
      if (swapped.gana !== score.gana) ganaDiffers++;
    }
    expect(asymmetric).toEqual([]);
    expect(varnaDiffers).toBeGreaterThan(0);
    expect(ganaDiffers).toBeGreaterThan(0);
  });

  it('gives the same nakshatra Nadi dosha and a full Tara', () => {
    for (const { groom, bride, score } of all) {
      if (groom.nakshatra !== bride.nakshatra) continue;
      expect(score.nadi).toBe(0);
      expect(score.tara).toBe(3);
    }
  });

  it('reaches both the maximum and low scores', () => {
    const totals = all.map((p) => p.score.total);
    expect(Math.max(...totals)).toBe(36);
    expect(Math.min(...totals)).toBeLessThan(10);
  });
});

describe('doshasOf', () => {
  it('names the kootas that score 0', () => {
    expect(doshasOf(scoreMatch(star(10, 1), star(9, 4)))).toEqual({ nadi: true, bhakoot: true, gana: false });
    expect(doshasOf(scoreMatch(star(4, 1), star(5, 1)))).toEqual({
      nadi: false,
      bhakoot: false,
      gana: false,
    });
  });
});
