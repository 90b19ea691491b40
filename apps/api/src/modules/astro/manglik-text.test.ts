import {
  GRAHAS,
  type Graha,
  houseFrom,
  type Kundli,
  kundliFromBirth,
  type ManglikPairing,
  type ManglikVerdict,
  manglikOf,
} from '@jodi/gunmilan';
import { LANGUAGES } from '@jodi/i18n';
import { describe, expect, it } from 'vitest';
import {
  manglikExplanation,
  manglikFromChartText,
  manglikMatchText,
  manglikVerdictLabel,
  signName,
} from './manglik-text';

/** A chart from the signs (1 = Aries) of the ascendant and the grahas that matter; the rest in Aries. */
function chart(ascendant: number, signs: Partial<Record<Graha, number>>): Kundli {
  const planets = Object.fromEntries(
    GRAHAS.map((graha) => {
      const sign = signs[graha] ?? 1;
      return [graha, { longitude: (sign - 1) * 30 + 15, sign, house: houseFrom(ascendant, sign) }];
    }),
  ) as Kundli['planets'];
  return {
    ascendant: { longitude: (ascendant - 1) * 30 + 10, sign: ascendant },
    planets,
    manglik: manglikOf(ascendant, planets),
  };
}

const PAIRINGS: ManglikPairing[] = ['neither', 'both', 'one'];

const ARIES = 1;
const TAURUS = 2;
const GEMINI = 3;
const CANCER = 4;
const VIRGO = 6;
const LIBRA = 7;
const SCORPIO = 8;
const CAPRICORN = 10;
const AQUARIUS = 11;
const PISCES = 12;

/** Mars in Scorpio, the 7th from a Taurus Lagna: Mangal dosh, cancelled by Mars's own sign. */
const OWN_SIGN = chart(TAURUS, { mars: SCORPIO, moon: VIRGO, venus: CANCER, jupiter: GEMINI });
/** Mars in Gemini, the 4th from a Pisces Moon, the 3rd from an Aries Lagna: partial. */
const ANSHIK = chart(ARIES, { mars: GEMINI, moon: PISCES, venus: ARIES, jupiter: TAURUS });
/** Mars 3rd from the Lagna, 5th from the Moon, 10th from Venus: none. */
const NONE = chart(ARIES, { mars: GEMINI, moon: AQUARIUS, venus: VIRGO, jupiter: TAURUS });
/** Mars in Cancer: 4th from an Aries Lagna, 7th from a Capricorn Moon, 1st from Venus beside it. */
const MANGLIK = chart(ARIES, { mars: CANCER, moon: CAPRICORN, venus: CANCER, jupiter: TAURUS });
/** Mars exalted in Capricorn, 4th from a Libra Lagna, with Jupiter beside it: two cancellations. */
const EXALTED_WITH_JUPITER = chart(LIBRA, {
  mars: CAPRICORN,
  moon: CAPRICORN,
  venus: VIRGO,
  jupiter: CAPRICORN,
});
/** Mars in Cancer, 4th from the Lagna, Jupiter in Capricorn casting its 7th aspect on it. */
const JUPITER_ASPECT = chart(ARIES, { mars: CANCER, moon: TAURUS, venus: TAURUS, jupiter: CAPRICORN });
/** Mars in Gemini, dosha only from Venus in Scorpio (8th), Jupiter in Aquarius aspecting it (5th). */
const ANSHIK_CANCELLED = chart(ARIES, { mars: GEMINI, moon: ARIES, venus: SCORPIO, jupiter: AQUARIUS });

describe('the charts the tests read', () => {
  it('have the verdicts and cancellations they are named for', () => {
    const read = (k: Kundli) => [k.manglik.verdict, k.manglik.cancellations];
    expect(read(OWN_SIGN)).toEqual(['cancelled', ['mars_own_sign']]);
    expect(read(ANSHIK)).toEqual(['anshik', []]);
    expect(read(NONE)).toEqual(['none', []]);
    expect(read(MANGLIK)).toEqual(['manglik', []]);
    expect(read(EXALTED_WITH_JUPITER)).toEqual(['cancelled', ['mars_exalted', 'jupiter_with_mars']]);
    expect(read(JUPITER_ASPECT)).toEqual(['cancelled', ['jupiter_aspects_mars']]);
    expect(read(ANSHIK_CANCELLED)).toEqual(['cancelled', ['jupiter_aspects_mars']]);
    expect([MANGLIK.manglik.fromMoon, MANGLIK.manglik.fromVenus]).toEqual([true, true]);
    expect(ANSHIK_CANCELLED.manglik.fromLagna).toBe(false);
  });
});

describe('manglikExplanation in English', () => {
  const en = (k: Kundli) => manglikExplanation(k, 'en');

  it('names the Lagna house and the cancellation by its own sign', () => {
    expect(en(OWN_SIGN)).toBe(
      'Mars is in the 7th house from the Lagna, so by the usual rule this is Mangal dosh. It is cancelled because Mars is in its own sign, Scorpio (Vrishchika).',
    );
  });

  it('calls a dosha only from the Moon partial', () => {
    expect(en(ANSHIK)).toBe(
      'Mars is in the 4th house from the Moon but not in a dosha house from the Lagna, so this is partial (anshik) Mangal dosh.',
    );
  });

  it('names all three houses when none is a dosha house', () => {
    expect(en(NONE)).toBe(
      'Mars is in the 3rd house from the Lagna, the 5th from the Moon and the 10th from Venus, none of them the houses of Mangal dosh (1, 2, 4, 7, 8, 12): not Manglik.',
    );
  });

  it('names the Moon and Venus too when they also count, and cancels nothing when nothing applies', () => {
    expect(en(MANGLIK)).toBe(
      'Mars is in the 4th house from the Lagna, the 7th from the Moon and the 1st from Venus, so by the usual rule this is Mangal dosh.',
    );
  });

  it('gives both reasons when two cancellations apply', () => {
    expect(en(EXALTED_WITH_JUPITER)).toBe(
      'Mars is in the 4th house from the Lagna and the 1st from the Moon, so by the usual rule this is Mangal dosh. It is cancelled because Mars is exalted in Capricorn (Makara), and Jupiter is in the same sign as Mars.',
    );
  });

  it("names Jupiter's aspect and the sign it is cast from", () => {
    expect(en(JUPITER_ASPECT)).toBe(
      'Mars is in the 4th house from the Lagna, so by the usual rule this is Mangal dosh. It is cancelled because Jupiter casts its 7th aspect on Mars from Capricorn (Makara).',
    );
    expect(en(ANSHIK_CANCELLED)).toBe(
      'Mars is in the 8th house from Venus but not in a dosha house from the Lagna, so this is partial (anshik) Mangal dosh. It is cancelled because Jupiter casts its 5th aspect on Mars from Aquarius (Kumbha).',
    );
  });
});

describe('manglikExplanation in Marathi', () => {
  const mr = (k: Kundli) => manglikExplanation(k, 'mr');

  it('reads as Marathi: स्थान, लग्न, स्वराशी', () => {
    expect(mr(OWN_SIGN)).toBe(
      'लग्नापासून सातव्या स्थानात मंगळ आहे, त्यामुळे नेहमीच्या नियमानुसार हा मंगळ दोष आहे. पण मंगळ स्वराशीत (वृश्चिक) असल्याने हा दोष रद्द होतो.',
    );
    expect(mr(ANSHIK)).toBe(
      'चंद्रापासून चौथ्या स्थानात मंगळ आहे, मात्र लग्नापासून तो दोषाच्या स्थानात नाही, त्यामुळे हा अंशिक मंगळ दोष आहे.',
    );
    expect(mr(NONE)).toBe(
      'मंगळ लग्नापासून तिसऱ्या, चंद्रापासून पाचव्या आणि शुक्रापासून दहाव्या स्थानात आहे. यांपैकी एकही स्थान मंगळ दोषाचे (१, २, ४, ७, ८, १२) नाही, त्यामुळे पत्रिका मांगलिक नाही.',
    );
    expect(mr(MANGLIK)).toBe(
      'लग्नापासून चौथ्या, चंद्रापासून सातव्या आणि शुक्रापासून पहिल्या स्थानात मंगळ आहे, त्यामुळे नेहमीच्या नियमानुसार हा मंगळ दोष आहे.',
    );
  });

  it('words each cancellation', () => {
    expect(mr(EXALTED_WITH_JUPITER)).toContain(
      'पण मंगळ मकर राशीत उच्चीचा असल्याने आणि गुरू मंगळासोबत एकाच राशीत असल्याने हा दोष रद्द होतो.',
    );
    expect(mr(JUPITER_ASPECT)).toContain('पण मकर राशीतील गुरूची मंगळावर सप्तम दृष्टी असल्याने हा दोष रद्द होतो.');
    expect(mr(ANSHIK_CANCELLED)).toBe(
      'शुक्रापासून आठव्या स्थानात मंगळ आहे, मात्र लग्नापासून तो दोषाच्या स्थानात नाही, त्यामुळे हा अंशिक मंगळ दोष आहे. पण कुंभ राशीतील गुरूची मंगळावर पंचम दृष्टी असल्याने हा दोष रद्द होतो.',
    );
  });
});

describe('manglikExplanation in Hindi', () => {
  const hi = (k: Kundli) => manglikExplanation(k, 'hi');

  it('reads as Hindi: भाव, लग्न, दोष भंग', () => {
    expect(hi(OWN_SIGN)).toBe(
      'लग्न से सातवें भाव में मंगल है, इसलिए सामान्य नियम के अनुसार यह मंगल दोष है। लेकिन मंगल के स्वराशि (वृश्चिक) में होने से यह दोष भंग हो जाता है।',
    );
    expect(hi(ANSHIK)).toBe(
      'चंद्र से चौथे भाव में मंगल है, पर लग्न से वह दोष वाले भाव में नहीं है, इसलिए यह आंशिक मंगल दोष है।',
    );
    expect(hi(NONE)).toBe(
      'मंगल लग्न से तीसरे, चंद्र से पाँचवें और शुक्र से दसवें भाव में है। इनमें से कोई भी मंगल दोष का भाव (1, 2, 4, 7, 8, 12) नहीं है, इसलिए कुंडली मांगलिक नहीं है।',
    );
    expect(hi(MANGLIK)).toBe(
      'लग्न से चौथे, चंद्र से सातवें और शुक्र से पहले भाव में मंगल है, इसलिए सामान्य नियम के अनुसार यह मंगल दोष है।',
    );
  });

  it('words each cancellation', () => {
    expect(hi(EXALTED_WITH_JUPITER)).toContain(
      'लेकिन मंगल के अपनी उच्च राशि मकर में होने से और गुरु के मंगल के साथ एक ही राशि में होने से यह दोष भंग हो जाता है।',
    );
    expect(hi(JUPITER_ASPECT)).toContain(
      'लेकिन मकर राशि में बैठे गुरु की मंगल पर सप्तम दृष्टि होने से यह दोष भंग हो जाता है।',
    );
    expect(hi(ANSHIK_CANCELLED)).toContain('कुंभ राशि में बैठे गुरु की मंगल पर पंचम दृष्टि होने से');
  });
});

/** Real births (from packages/gunmilan/src/kundli.vectors.json): Venus only, Lagna, Moon only, none. */
const BIRTHS = [
  { date: '1963-11-29', time: '00:40', lat: 16.853, lon: 84.911, tz: 'Asia/Kolkata' },
  { date: '1920-02-19', time: '00:46', lat: 17.0503, lon: 81.4066, tz: 'Asia/Kolkata' },
  { date: '1966-03-23', time: '01:51', lat: 52.52, lon: 13.4, tz: 'Europe/Berlin' },
  { date: '1937-09-01', time: '20:01', lat: 19.6661, lon: 69.4001, tz: 'Asia/Kolkata' },
  { date: '1990-05-15', time: '10:30', lat: 18.5204, lon: 73.8567, tz: 'Asia/Kolkata' },
];

describe('manglikExplanation of charts from real births', () => {
  const charts = BIRTHS.map((birth) => kundliFromBirth(birth));
  const SAMPLES = [OWN_SIGN, ANSHIK, NONE, MANGLIK, EXALTED_WITH_JUPITER, JUPITER_ASPECT, ANSHIK_CANCELLED];

  it('says what the reading found, in every language, with no placeholder left', () => {
    expect(
      charts.map((k) => [k.manglik.fromLagna, k.manglik.fromMoon, k.manglik.fromVenus]).slice(0, 4),
    ).toEqual([
      [false, false, true],
      [true, false, false],
      [false, true, false],
      [false, false, false],
    ]);
    for (const k of [...charts, ...SAMPLES]) {
      for (const language of LANGUAGES) {
        const text = manglikExplanation(k, language);
        expect(text).not.toMatch(/[{}#]/);
        expect(text.length).toBeGreaterThan(40);
      }
      const en = manglikExplanation(k, 'en');
      const lagnaHouse = houseFrom(k.ascendant.sign, k.planets.mars.sign);
      expect(lagnaHouse).toBe(k.planets.mars.house);
      if (k.manglik.verdict === 'none') expect(en).toMatch(/: not Manglik\.$/);
      if (k.manglik.fromLagna) expect(en).toContain(`house from the Lagna`);
      if (!k.manglik.fromLagna && k.manglik.verdict !== 'none') expect(en).toContain('partial (anshik)');
      expect(en.includes('It is cancelled because')).toBe(k.manglik.verdict === 'cancelled');
    }
  });
});

describe('signName', () => {
  it('names each sign in each language', () => {
    expect(signName(1, 'en')).toBe('Aries (Mesha)');
    expect(signName(12, 'en')).toBe('Pisces (Meena)');
    expect(signName(7, 'mr')).toBe('तूळ');
    expect(signName(7, 'hi')).toBe('तुला');
    expect(signName(11, 'mr')).toBe('कुंभ');
  });
});

describe('manglikMatchText', () => {
  it('says whether the status matches and where it was read from', () => {
    expect(manglikMatchText('neither', true, 'en')).toBe(
      'Manglik status matches: neither of you has Mangal dosh, as read from both birth charts.',
    );
    expect(manglikMatchText('neither', false, 'en')).toBe(
      'Manglik status matches: neither of you has Mangal dosh (from what was declared).',
    );
    expect(manglikMatchText('both', true, 'en')).toBe(
      'Manglik status matches: you both have Mangal dosh, as read from both birth charts, which by the common rule cancels between you.',
    );
    expect(manglikMatchText('both', false, 'en')).toBe(
      'Manglik status matches: you both have Mangal dosh (from what was declared), which by the common rule cancels between you.',
    );
    expect(manglikMatchText('one', true, 'en')).toBe(
      'Manglik status does not match: one of you has Mangal dosh and the other does not, as read from both birth charts.',
    );
    expect(manglikMatchText('one', false, 'en')).toBe(
      'Manglik status does not match: one of you has Mangal dosh and the other does not (from what was declared).',
    );
    expect(manglikMatchText('one', true, 'mr')).toBe(
      'मंगळाच्या बाबतीत जुळत नाही: दोघांच्या जन्मकुंडलींनुसार तुमच्यापैकी एकाला मंगळ दोष आहे आणि दुसऱ्याला नाही.',
    );
    expect(manglikMatchText('neither', false, 'hi')).toBe(
      'मांगलिक स्थिति मेल खाती है: आप में से किसी को भी मंगल दोष नहीं है (दी गई जानकारी के अनुसार)।',
    );
  });

  it('has a text for every pairing and source in every language, none left with a placeholder', () => {
    const texts = new Set<string>();
    for (const language of LANGUAGES)
      for (const pairing of PAIRINGS)
        for (const fromCharts of [true, false]) {
          const text = manglikMatchText(pairing, fromCharts, language);
          expect(text).not.toMatch(/[{}]/);
          texts.add(text);
        }
    expect(texts.size).toBe(LANGUAGES.length * 3 * 2);
  });
});

describe('manglikVerdictLabel', () => {
  it('labels each verdict', () => {
    const labels = (language: 'en' | 'mr' | 'hi') =>
      (['manglik', 'anshik', 'cancelled', 'none'] as ManglikVerdict[]).map((v) =>
        manglikVerdictLabel(v, language),
      );
    expect(labels('en')).toEqual([
      'Manglik',
      'Anshik (partial) Manglik',
      'Not Manglik (dosh cancelled)',
      'Not Manglik',
    ]);
    expect(labels('mr')).toEqual(['मांगलिक', 'अंशिक मांगलिक', 'मांगलिक नाही (दोष रद्द)', 'मांगलिक नाही']);
    expect(labels('hi')).toEqual(['मांगलिक', 'आंशिक मांगलिक', 'मांगलिक नहीं (दोष भंग)', 'मांगलिक नहीं']);
    expect(LANGUAGES.map(manglikFromChartText)).toEqual(['from the birth chart', 'जन्मकुंडलीवरून', 'जन्म कुंडली से']);
  });
});
