import { scoreMatch } from '@jodi/gunmilan';
import { describe, expect, it } from 'vitest';
import {
  type AstroSide,
  BIRTHNAME_MISSING,
  GUN_MILAN_UNAVAILABLE,
  gunMilanView,
  pairScore,
  readingOf,
  scoreBetween,
} from './gun-milan';

const ROHINI_1 = { nakshatra: 4, pada: 1 };
const MRIGASHIRA_1 = { nakshatra: 5, pada: 1 };
const man = (moon: AstroSide['moon']): AstroSide => ({ gender: 'male', moon });
const woman = (moon: AstroSide['moon']): AstroSide => ({ gender: 'female', moon });

describe('pairScore', () => {
  it('memoises by the two padas: the same pair gives the same frozen score', () => {
    const a = pairScore(ROHINI_1, MRIGASHIRA_1);
    expect(a).toEqual(scoreMatch(ROHINI_1, MRIGASHIRA_1));
    expect(pairScore({ ...ROHINI_1 }, { ...MRIGASHIRA_1 })).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    // Another pada is another key.
    expect(pairScore(MRIGASHIRA_1, ROHINI_1).total).toBe(35);
  });
});

describe('scoreBetween', () => {
  it('makes the man the groom whoever asks', () => {
    expect(scoreBetween(man(ROHINI_1), woman(MRIGASHIRA_1))?.total).toBe(36);
    expect(scoreBetween(woman(MRIGASHIRA_1), man(ROHINI_1))?.total).toBe(36);
  });

  it('is null without both Moons, or for a pair that is not a man and a woman', () => {
    expect(scoreBetween(man(null), woman(ROHINI_1))).toBeNull();
    expect(scoreBetween(man(ROHINI_1), woman(null))).toBeNull();
    expect(scoreBetween(man(ROHINI_1), man(ROHINI_1))).toBeNull();
    expect(scoreBetween({ gender: null, moon: ROHINI_1 }, woman(ROHINI_1))).toBeNull();
    expect(scoreBetween(null, woman(ROHINI_1))).toBeNull();
  });
});

describe('gunMilanView', () => {
  it('gives the points and a reading when both have a Moon', () => {
    expect(gunMilanView(woman(MRIGASHIRA_1), man(ROHINI_1))).toEqual({
      points: {
        varna: 1,
        vashya: 2,
        tara: 3,
        yoni: 4,
        graha_maitri: 5,
        gana: 6,
        bhakoot: 7,
        nadi: 8,
        total: 36,
      },
      points_message: null,
      points_reading: 'Excellent match: 36 of 36 points.',
    });
  });

  it("asks for the viewer's birth name, or says the score is unavailable", () => {
    expect(gunMilanView(man(null), woman(ROHINI_1))).toMatchObject({
      points: null,
      points_message: BIRTHNAME_MISSING,
    });
    expect(gunMilanView(man(null), woman(null)).points_message).toBe(BIRTHNAME_MISSING);
    expect(gunMilanView(man(ROHINI_1), woman(null))).toMatchObject({
      points: null,
      points_message: GUN_MILAN_UNAVAILABLE,
    });
    expect(gunMilanView(man(ROHINI_1), man(ROHINI_1)).points_message).toBe(GUN_MILAN_UNAVAILABLE);
    expect(gunMilanView({ gender: null, moon: null }, woman(ROHINI_1)).points_message).toBe(
      GUN_MILAN_UNAVAILABLE,
    );
    expect(gunMilanView(null, woman(ROHINI_1)).points_message).toBe(GUN_MILAN_UNAVAILABLE);
  });

  it('hands out a copy, never the memoised score', () => {
    const view = gunMilanView(man(ROHINI_1), woman(MRIGASHIRA_1));
    view.points!.total = 0;
    expect(pairScore(ROHINI_1, MRIGASHIRA_1).total).toBe(36);
  });
});

describe('readingOf', () => {
  const read = (groom: { nakshatra: number; pada: number }, bride: { nakshatra: number; pada: number }) =>
    readingOf(scoreMatch(groom, bride), groom, bride);

  it('grades 28 and up excellent, 18 to 27.5 good, below 18 below the minimum', () => {
    expect(read(ROHINI_1, MRIGASHIRA_1)).toMatch(/^Excellent match: 36 of 36 points\.$/);
    // Anuradha 2 with Swati 3: 22.5, Moon signs Scorpio and Libra.
    expect(read({ nakshatra: 17, pada: 2 }, { nakshatra: 15, pada: 3 })).toBe(
      'Good match: 22.5 of 36 points. Bhakoot dosha: the two Moon signs are 2/12 from each other.',
    );
    // Magha 1 with Ashlesha 4: 15, same nadi, Leo 2nd from Cancer.
    expect(read({ nakshatra: 10, pada: 1 }, { nakshatra: 9, pada: 4 })).toBe(
      'Below the traditional minimum of 18: 15 of 36 points. Nadi dosha: both Moons are in the same nadi. ' +
        'Bhakoot dosha: the two Moon signs are 2/12 from each other.',
    );
  });

  it('names 5/9 and 6/8 pairs', () => {
    // Aries (Ashwini) with Leo (Magha): 5/9; Aries with Virgo (Hasta): 6/8.
    expect(read({ nakshatra: 1, pada: 1 }, { nakshatra: 10, pada: 1 })).toContain('5/9');
    expect(read({ nakshatra: 13, pada: 1 }, { nakshatra: 1, pada: 1 })).toContain('6/8');
  });

  it('reads in Marathi and Hindi, with the same grade and doshas', () => {
    const [groom, bride] = [
      { nakshatra: 10, pada: 1 },
      { nakshatra: 9, pada: 4 },
    ];
    const score = scoreMatch(groom, bride);
    expect(readingOf(score, groom, bride, 'mr')).toBe(
      'पारंपरिक किमान १८ गुणांपेक्षा कमी: ३६ पैकी १५ गुण. नाडी दोष: दोघांची नाडी एकच आहे. ' +
        'भकूट दोष: दोघांच्या राशी एकमेकांपासून २/१२ स्थानी आहेत.',
    );
    expect(readingOf(score, groom, bride, 'hi')).toBe(
      'पारंपरिक न्यूनतम 18 गुणों से कम: 36 में से 15 गुण। नाड़ी दोष: दोनों की नाड़ी एक ही है। ' +
        'भकूट दोष: दोनों की राशियाँ एक-दूसरे से 2/12 स्थान पर हैं।',
    );
    expect(readingOf(score, groom, bride, 'en')).toBe(readingOf(score, groom, bride));
  });
});

describe('gunMilanView in a language', () => {
  it("gives the messages in the viewer's language", () => {
    expect(gunMilanView(man(null), woman(ROHINI_1), 'mr').points_message).toBe(
      'गुणमिलनाचे गुण पाहण्यासाठी तुमचे जन्मनाव भरा',
    );
    expect(gunMilanView(man(null), woman(ROHINI_1), 'hi').points_message).toBe(
      'गुण मिलान देखने के लिए अपना जन्म नाम जोड़ें',
    );
    expect(gunMilanView(man(ROHINI_1), woman(null), 'hi').points_message).toBe(
      'प्रोफ़ाइल में पूरी जानकारी न होने से गुण मिलान उपलब्ध नहीं है।',
    );
    expect(gunMilanView(man(null), woman(ROHINI_1), 'en').points_message).toBe(BIRTHNAME_MISSING);
  });
});
