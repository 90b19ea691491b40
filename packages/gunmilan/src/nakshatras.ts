/**
 * The 27 nakshatras and 12 rashis with the attributes Gun Milan reads (the Gun Milan
 * reference's sections 1 and 2; see the package README). Numbers are 1-based everywhere: nakshatra 1 = Ashwini, rashi 1 = Mesha (Aries).
 */

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'aadi' | 'madhya' | 'antya';
export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra';
export type VashyaGroup = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
export type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';

/** The 14 yoni animals in the order of the reference's yoni table (rows and columns). */
export const YONIS: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
];

/** A Moon position as Gun Milan needs it: the birth star and its quarter. */
export interface MoonStar {
  /** 1..27, 1 = Ashwini. */
  nakshatra: number;
  /** 1..4 */
  pada: number;
}

export interface Nakshatra {
  number: number;
  name: string;
  devanagari: string;
  gana: Gana;
  yoni: Yoni;
  /** The yoni's sex per the Saravali table; not used in 36-point scoring. */
  yoniSex: 'male' | 'female';
  nadi: Nadi;
}

type Row = [name: string, devanagari: string, gana: Gana, yoni: Yoni, sex: 'M' | 'F', nadi: Nadi];

const NAKSHATRA_ROWS: readonly Row[] = [
  ['Ashwini', 'अश्विनी', 'deva', 'horse', 'M', 'aadi'],
  ['Bharani', 'भरणी', 'manushya', 'elephant', 'M', 'madhya'],
  ['Krittika', 'कृत्तिका', 'rakshasa', 'sheep', 'F', 'antya'],
  ['Rohini', 'रोहिणी', 'manushya', 'serpent', 'M', 'antya'],
  ['Mrigashira', 'मृगशिरा', 'deva', 'serpent', 'F', 'madhya'],
  ['Ardra', 'आर्द्रा', 'manushya', 'dog', 'F', 'aadi'],
  ['Punarvasu', 'पुनर्वसु', 'deva', 'cat', 'F', 'aadi'],
  ['Pushya', 'पुष्य', 'deva', 'sheep', 'M', 'madhya'],
  ['Ashlesha', 'आश्लेषा', 'rakshasa', 'cat', 'M', 'antya'],
  ['Magha', 'मघा', 'rakshasa', 'rat', 'M', 'antya'],
  ['Purva Phalguni', 'पूर्वा फाल्गुनी', 'manushya', 'rat', 'F', 'madhya'],
  ['Uttara Phalguni', 'उत्तरा फाल्गुनी', 'manushya', 'cow', 'M', 'aadi'],
  ['Hasta', 'हस्त', 'deva', 'buffalo', 'F', 'aadi'],
  ['Chitra', 'चित्रा', 'rakshasa', 'tiger', 'F', 'madhya'],
  ['Swati', 'स्वाति', 'deva', 'buffalo', 'M', 'antya'],
  ['Vishakha', 'विशाखा', 'rakshasa', 'tiger', 'M', 'antya'],
  ['Anuradha', 'अनुराधा', 'deva', 'deer', 'F', 'madhya'],
  ['Jyeshtha', 'ज्येष्ठा', 'rakshasa', 'deer', 'M', 'aadi'],
  ['Mula', 'मूल', 'rakshasa', 'dog', 'M', 'aadi'],
  ['Purva Ashadha', 'पूर्वाषाढ़ा', 'manushya', 'monkey', 'M', 'madhya'],
  ['Uttara Ashadha', 'उत्तराषाढ़ा', 'manushya', 'mongoose', 'M', 'antya'],
  ['Shravana', 'श्रवण', 'deva', 'monkey', 'F', 'antya'],
  ['Dhanishta', 'धनिष्ठा', 'rakshasa', 'lion', 'F', 'madhya'],
  ['Shatabhisha', 'शतभिषा', 'rakshasa', 'horse', 'F', 'aadi'],
  ['Purva Bhadrapada', 'पूर्वा भाद्रपद', 'manushya', 'lion', 'M', 'aadi'],
  ['Uttara Bhadrapada', 'उत्तरा भाद्रपद', 'manushya', 'cow', 'F', 'madhya'],
  ['Revati', 'रेवती', 'deva', 'elephant', 'F', 'antya'],
];

/** The 27 nakshatras; `NAKSHATRAS[n - 1]` is nakshatra n. */
export const NAKSHATRAS: readonly Nakshatra[] = NAKSHATRA_ROWS.map(
  ([name, devanagari, gana, yoni, sex, nadi], i) => ({
    number: i + 1,
    name,
    devanagari,
    gana,
    yoni,
    yoniSex: sex === 'M' ? 'male' : 'female',
    nadi,
  }),
);

export interface Rashi {
  number: number;
  name: string;
  english: string;
  devanagari: string;
  lord: Planet;
  element: 'fire' | 'earth' | 'air' | 'water';
  /** DEFAULT varna: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
  varna: Varna;
}

const ELEMENT_VARNA = { water: 'brahmin', fire: 'kshatriya', earth: 'vaishya', air: 'shudra' } as const;

const RASHI_ROWS: readonly [string, string, string, Planet, Rashi['element']][] = [
  ['Mesha', 'Aries', 'मेष', 'mars', 'fire'],
  ['Vrishabha', 'Taurus', 'वृषभ', 'venus', 'earth'],
  ['Mithuna', 'Gemini', 'मिथुन', 'mercury', 'air'],
  ['Karka', 'Cancer', 'कर्क', 'moon', 'water'],
  ['Simha', 'Leo', 'सिंह', 'sun', 'fire'],
  ['Kanya', 'Virgo', 'कन्या', 'mercury', 'earth'],
  ['Tula', 'Libra', 'तुला', 'venus', 'air'],
  ['Vrishchika', 'Scorpio', 'वृश्चिक', 'mars', 'water'],
  ['Dhanu', 'Sagittarius', 'धनु', 'jupiter', 'fire'],
  ['Makara', 'Capricorn', 'मकर', 'saturn', 'earth'],
  ['Kumbha', 'Aquarius', 'कुम्भ', 'saturn', 'air'],
  ['Meena', 'Pisces', 'मीन', 'jupiter', 'water'],
];

/** The 12 rashis; `RASHIS[r - 1]` is rashi r. */
export const RASHIS: readonly Rashi[] = RASHI_ROWS.map(([name, english, devanagari, lord, element], i) => ({
  number: i + 1,
  name,
  english,
  devanagari,
  lord,
  element,
  varna: ELEMENT_VARNA[element],
}));

/** 360 / 27 degrees. */
export const NAKSHATRA_SPAN = 360 / 27;
/** 360 / 108 degrees. */
export const PADA_SPAN = 360 / 108;

/** Whether `star` is a real nakshatra (1..27, whole) and pada (1..4, whole). */
export function isMoonStar(star: unknown): star is MoonStar {
  if (typeof star !== 'object' || star === null) return false;
  const { nakshatra, pada } = star as Record<string, unknown>;
  return (
    Number.isInteger(nakshatra) &&
    Number.isInteger(pada) &&
    (nakshatra as number) >= 1 &&
    (nakshatra as number) <= 27 &&
    (pada as number) >= 1 &&
    (pada as number) <= 4
  );
}

export function assertMoonStar(star: MoonStar, label = 'star'): void {
  if (!isMoonStar(star)) {
    throw new RangeError(`${label} must be { nakshatra: 1..27, pada: 1..4 }, got ${JSON.stringify(star)}`);
  }
}

/** 0..107: the pada's place in the zodiac (Ashwini 1 = 0, Revati 4 = 107). */
export function padaIndex(star: MoonStar): number {
  return (star.nakshatra - 1) * 4 + (star.pada - 1);
}

/** The pada at index 0..107. */
export function starOfPadaIndex(index: number): MoonStar {
  return { nakshatra: Math.floor(index / 4) + 1, pada: (index % 4) + 1 };
}

/** All 108 padas in zodiac order. */
export const ALL_PADAS: readonly MoonStar[] = Array.from({ length: 108 }, (_, i) => starOfPadaIndex(i));

/** The rashi (1..12) holding the pada: every rashi holds exactly nine padas. */
export function rashiOf(star: MoonStar): number {
  assertMoonStar(star);
  return Math.floor(padaIndex(star) / 9) + 1;
}

/**
 * The vashya group of the pada. Sagittarius is Manava for its first 15 degrees and Chatushpada
 * after; Capricorn is Chatushpada then Jalachara. The two padas that straddle a 15-degree line
 * exactly (Purva Ashadha 1, 253°20'-256°40', and Shravana 2, 283°20'-286°40') have their midpoint
 * on it; we place them in the second half, which begins at 15°00' (see README, Vashya).
 */
export function vashyaOf(star: MoonStar): VashyaGroup {
  const rashi = rashiOf(star);
  const rashiStart = (rashi - 1) * 30;
  const midpoint = (padaIndex(star) + 0.5) * PADA_SPAN;
  const secondHalf = midpoint - rashiStart >= 15 - 1e-9;
  switch (rashi) {
    case 1:
    case 2:
      return 'chatushpada';
    case 3:
    case 6:
    case 7:
    case 11:
      return 'manava';
    case 4:
    case 12:
      return 'jalachara';
    case 5:
      return 'vanachara';
    case 8:
      return 'keeta';
    case 9:
      return secondHalf ? 'chatushpada' : 'manava';
    default:
      // 10, Capricorn
      return secondHalf ? 'jalachara' : 'chatushpada';
  }
}

/** Everything Gun Milan reads from one side's Moon. */
export interface PadaFacts extends MoonStar {
  rashi: number;
  lord: Planet;
  varna: Varna;
  vashya: VashyaGroup;
  gana: Gana;
  yoni: Yoni;
  nadi: Nadi;
}

export function padaFacts(star: MoonStar): PadaFacts {
  const rashi = rashiOf(star);
  const n = NAKSHATRAS[star.nakshatra - 1]!;
  const r = RASHIS[rashi - 1]!;
  return {
    nakshatra: star.nakshatra,
    pada: star.pada,
    rashi,
    lord: r.lord,
    varna: r.varna,
    vashya: vashyaOf(star),
    gana: n.gana,
    yoni: n.yoni,
    nadi: n.nadi,
  };
}
