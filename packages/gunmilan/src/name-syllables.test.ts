import { describe, expect, it } from 'vitest';
import { rashiOf } from './nakshatras';
import { NAME_SYLLABLES, nakshatraFromName, nameCandidates } from './name-syllables';

/** Reference section 4, "Cross-check by rashi": the nine syllables of each rashi, in order. */
const BY_RASHI: [string, string][] = [
  ['Aries', 'चू चे चो ला ली लू ले लो अ'],
  ['Taurus', 'ई ऊ ए ओ वा वी वू वे वो'],
  ['Gemini', 'का की कू घ ङ छ के को हा'],
  ['Cancer', 'ही हू हे हो डा डी डू डे डो'],
  ['Leo', 'मा मी मू मे मो टा टी टू टे'],
  ['Virgo', 'टो पा पी पू ष ण ठ पे पो'],
  ['Libra', 'रा री रू रे रो ता ती तू ते'],
  ['Scorpio', 'तो ना नी नू ने नो या यी यू'],
  ['Sagittarius', 'ये यो भा भी भू धा फा ढा भे'],
  ['Capricorn', 'भो जा जी खी खू खे खो गा गी'],
  ['Aquarius', 'गू गे गो सा सी सू से सो दा'],
  ['Pisces', 'दी दू थ झ ञ दे दो चा ची'],
];

const at = (nakshatra: number, pada: number) => ({ nakshatra, pada });

describe('the syllable table', () => {
  it('has one syllable per pada, in zodiac order', () => {
    expect(NAME_SYLLABLES).toHaveLength(108);
    NAME_SYLLABLES.forEach((s, i) => {
      expect([s.nakshatra, s.pada]).toEqual([Math.floor(i / 4) + 1, (i % 4) + 1]);
    });
    expect(new Set(NAME_SYLLABLES.map((s) => s.devanagari)).size).toBe(108);
  });

  it('maps every Devanagari syllable of the table back to its own pada', () => {
    for (const s of NAME_SYLLABLES)
      expect(nakshatraFromName(s.devanagari), s.devanagari).toEqual(at(s.nakshatra, s.pada));
  });

  it.each(BY_RASHI.map(([rashi, list], i) => [rashi, i + 1, list] as const))(
    'agrees with the published %s list (rashi %i)',
    (_name, rashi, list) => {
      const padas = list.split(' ').map((syllable) => nakshatraFromName(syllable));
      for (const p of padas) expect(p && rashiOf(p)).toBe(rashi);
      // Nine different padas, in zodiac order, as the lists are written.
      const indexes = padas.map((p) => (p!.nakshatra - 1) * 4 + p!.pada - 1);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      expect(new Set(indexes).size).toBe(9);
    },
  );
});

describe('nakshatraFromName: Devanagari', () => {
  it.each([
    ['चेतन', 1, 2],
    ['लता', 1, 4],
    ['अमित', 3, 1],
    ['आरती', 3, 1],
    ['इंदिरा', 3, 2],
    ['ऊर्मिला', 3, 3],
    ['ऐश्वर्या', 3, 4],
    ['ओंकार', 4, 1],
    ['बाला', 4, 2], // ब = व (Va / Ba)
    ['कविता', 5, 3], // क + inherent a reads as का
    ['घनश्याम', 6, 2],
    ['छाया', 6, 4], // छ stands for छ with any vowel
    ['हर्ष', 7, 3],
    ['डिंपल', 9, 1], // retroflex ड: Ashlesha
    ['दीपक', 25, 4], // dental द: Purva Bhadrapada
    ['टीना', 11, 3],
    ['तेजस', 16, 3],
    ['शालिनी', 13, 2], // श before a reads as ष (Sha)
    ['शिल्पा', 24, 3], // and as स before other vowels (Shi = Si)
    ['प्रिया', 12, 4], // a conjunct counts by its first consonant
    ['क्षितिज', 5, 4],
    ['ज्ञानेश्वर', 21, 3],
    ['ऋषि', 14, 4],
    ['कृष्णा', 5, 4],
    ['नरेंद्र', 17, 1],
    ['णमो', 13, 3],
    ['ठाकुर', 13, 4],
    ['थॉमस', 26, 2],
    ['ढोलक', 20, 4], // ढ listed only as ढा: any vowel
    ['धीरज', 20, 2],
    ['फ़रहान', 20, 3], // nukta ignored
    ['ज़ोया', 22, 3], // Shravana's Jo
    ['खुशी', 22, 2],
    ['त्र्यंबक', 26, 4], // Tra
    ['त्रिशा', 16, 1], // त्र with another vowel is Ti
  ])('%s -> nakshatra %i pada %i', (name, nakshatra, pada) => {
    expect(nakshatraFromName(name)).toEqual(at(nakshatra, pada));
    expect(nameCandidates(name)).toHaveLength(1);
  });
});

describe('nakshatraFromName: Latin', () => {
  it.each([
    ['Chetan', 1, 2],
    ['Lalit', 1, 4],
    ['Lokesh', 2, 4],
    ['Anand', 3, 1],
    ['Aarti', 3, 1],
    ['Eeshan', 3, 2],
    ['Uday', 3, 3],
    ['Oorja', 3, 3],
    ['Aishwarya', 3, 4],
    ['Omkar', 4, 1],
    ['Bhavana', 19, 3], // Bh before B
    ['Balaji', 4, 2], // B = V
    ['Wasim', 4, 2], // W = V
    ['Vedant', 5, 1],
    ['Kaavya', 5, 3],
    ['Kunal', 6, 1],
    ['Ghanashyam', 6, 2],
    ['Chhaya', 6, 4], // Chh before Ch
    ['Chandrika', 27, 3],
    ['Ketan', 7, 1],
    ['Himanshu', 7, 4],
    ['Hemant', 8, 2],
    ['Manoj', 10, 1],
    ['Mohan', 11, 1],
    ['Pallavi', 12, 3],
    ['Priya', 12, 4],
    ['Pushkar', 13, 1],
    ['Shyam', 13, 2],
    ['Radhika', 14, 3],
    ['Rishi', 14, 4],
    ['Roopa', 15, 1],
    ['Rohan', 15, 3],
    ['Nikhil', 17, 2],
    ['Yash', 18, 2],
    ['Yogesh', 19, 2],
    ['Bhushan', 20, 1],
    ['Dhanashree', 20, 2],
    ['Fatima', 20, 3], // F = Ph
    ['Jayant', 21, 3],
    ['Juhi', 22, 1],
    ['Khushi', 22, 2],
    ['Ganesh', 23, 1],
    ['Gopal', 24, 1],
    ['Sachin', 24, 2],
    ['Shilpa', 24, 3], // Shi = Si
    ['Sonali', 25, 2],
    ['Deepak', 25, 4],
    ['Trambak', 26, 4], // Tra
    ['Jhanvi', 26, 3],
    ['Devendra', 27, 1],
    ['Chinmay', 27, 4],
    ['Kshitij', 5, 4], // Ksh counts as K
    ['Dnyanesh', 21, 3], // Dny = ज्ञ
  ])('%s -> nakshatra %i pada %i', (name, nakshatra, pada) => {
    expect(nakshatraFromName(name)).toEqual(at(nakshatra, pada));
  });

  it('ignores case, diacritics, surrounding space and the rest of the name', () => {
    for (const name of ['rohan', 'ROHAN', '  Rohan Kulkarni', 'Röhan', 'Rōhan'])
      expect(nakshatraFromName(name)).toEqual(at(15, 3));
    expect(nakshatraFromName('Ṭīnā')).toEqual(nakshatraFromName('Tina'));
    expect(nakshatraFromName('Śyāma')).toEqual(at(13, 2)); // IAST ś = sh
    expect(nakshatraFromName('Kṛṣṇa')).toEqual(at(5, 4)); // IAST ṛ = ri
  });

  it('folds vowel length: i/ee, u/oo, a/aa', () => {
    expect(nakshatraFromName('Deepa')).toEqual(nakshatraFromName('Dipa'));
    expect(nakshatraFromName('Roopa')).toEqual(nakshatraFromName('Rupa'));
    expect(nakshatraFromName('Kaavya')).toEqual(nakshatraFromName('Kavya'));
  });

  it('offers every reading of an ambiguous Latin syllable, the common one first', () => {
    const readings = (name: string) => nameCandidates(name).map((c) => [c.nakshatra, c.pada]);
    expect(readings('Tanvi')).toEqual([
      [15, 4],
      [11, 2],
    ]);
    expect(readings('Namrata')).toEqual([
      [17, 1],
      [6, 3],
      [13, 3],
      [26, 4],
    ]);
    expect(readings('Dimple')).toEqual([
      [25, 4],
      [9, 1],
    ]);
    expect(readings('Tharun')).toEqual([
      [26, 2],
      [13, 4],
    ]);
    expect(readings('Dharmesh')).toEqual([
      [20, 2],
      [20, 4],
    ]);
    expect(readings('Rohan')).toEqual([[15, 3]]);
  });

  it('answers null when no syllable matches', () => {
    for (const name of ['', '   ', '123', 'Xyz', '---', 'Sh']) expect(nakshatraFromName(name)).toBeNull();
  });
});
