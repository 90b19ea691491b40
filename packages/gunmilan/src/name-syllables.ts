import type { MoonStar } from './nakshatras';

/**
 * Birth-name syllables (namakshar, the Avakahada Chakra): the first syllable of a birth name
 * gives one of the 108 padas (reference section 4). Matching works on a "syllable key": the first
 * consonant of the name (the first of a conjunct) and its vowel, with vowel length folded
 * (i/ee, u/oo, a/aa), ai read as e and au as o.
 */
export interface NameSyllable extends MoonStar {
  /** The syllable as the reference writes it in Latin script. */
  latin: string;
  devanagari: string;
}

/**
 * One cell per pada: Devanagari spellings, the reference's Latin label, and Latin keys. A Latin key
 * marked `~` is a secondary reading: Latin cannot tell ट from त, ड from द, ढ from ध, ठ from थ or
 * the four n-sounds apart, so such a key also has a primary reading, the letter Latin-script
 * names far more often stand for (dental t, d, th, dh and the dental n).
 */
type Cell = readonly [devanagari: readonly string[], latin: string, keys: readonly string[]];

const TABLE: readonly (readonly [Cell, Cell, Cell, Cell])[] = [
  [
    [['चू'], 'Chu', ['chu']],
    [['चे'], 'Che', ['che']],
    [['चो'], 'Cho', ['cho']],
    [['ला'], 'La', ['la']],
  ],
  [
    [['ली'], 'Li', ['li']],
    [['लू'], 'Lu', ['lu']],
    [['ले'], 'Le', ['le']],
    [['लो'], 'Lo', ['lo']],
  ],
  [
    [['अ'], 'A', ['a']],
    [['ई', 'इ'], 'I / Ee', ['i']],
    [['उ', 'ऊ'], 'U / Oo', ['u']],
    [['ए', 'ऐ'], 'E / Ai', ['e']],
  ],
  [
    [['ओ'], 'O', ['o']],
    [['वा', 'बा'], 'Va / Ba', ['va']],
    [['वी', 'बी'], 'Vi / Bi', ['vi']],
    [['वू', 'बू'], 'Vu / Bu', ['vu']],
  ],
  [
    [['वे', 'बे'], 'Ve / Be', ['ve']],
    [['वो', 'बो'], 'Vo / Bo', ['vo']],
    [['का'], 'Ka', ['ka']],
    [['की'], 'Ki', ['ki']],
  ],
  [
    [['कू'], 'Ku', ['ku']],
    [['घ'], 'Gha', ['gha']],
    [['ङ'], 'Nga / Na', ['nga', '~na']],
    [['छ'], 'Chha', ['chha']],
  ],
  [
    [['के'], 'Ke', ['ke']],
    [['को'], 'Ko', ['ko']],
    [['हा'], 'Ha', ['ha']],
    [['ही'], 'Hi', ['hi']],
  ],
  [
    [['हू'], 'Hu', ['hu']],
    [['हे'], 'He', ['he']],
    [['हो'], 'Ho', ['ho']],
    [['डा'], 'Da (retroflex)', ['~da']],
  ],
  [
    [['डी'], 'Di (retroflex)', ['~di']],
    [['डू'], 'Du (retroflex)', ['~du']],
    [['डे'], 'De (retroflex)', ['~de']],
    [['डो'], 'Do (retroflex)', ['~do']],
  ],
  [
    [['मा'], 'Ma', ['ma']],
    [['मी'], 'Mi', ['mi']],
    [['मू'], 'Mu', ['mu']],
    [['मे'], 'Me', ['me']],
  ],
  [
    [['मो'], 'Mo', ['mo']],
    [['टा'], 'Ta (retroflex)', ['~ta']],
    [['टी'], 'Ti (retroflex)', ['~ti']],
    [['टू'], 'Tu (retroflex)', ['~tu']],
  ],
  [
    [['टे'], 'Te (retroflex)', ['~te']],
    [['टो'], 'To (retroflex)', ['~to']],
    [['पा'], 'Pa', ['pa']],
    [['पी'], 'Pi', ['pi']],
  ],
  [
    [['पू'], 'Pu', ['pu']],
    [['ष'], 'Sha', ['sha']],
    [['ण'], 'Na (retroflex)', ['~na']],
    [['ठ'], 'Tha (retroflex)', ['~tha']],
  ],
  [
    [['पे'], 'Pe', ['pe']],
    [['पो'], 'Po', ['po']],
    [['रा'], 'Ra', ['ra']],
    [['री'], 'Ri', ['ri']],
  ],
  [
    [['रू'], 'Ru', ['ru']],
    [['रे'], 'Re', ['re']],
    [['रो'], 'Ro', ['ro']],
    [['ता'], 'Ta', ['ta']],
  ],
  [
    [['ती'], 'Ti', ['ti']],
    [['तू'], 'Tu', ['tu']],
    [['ते'], 'Te', ['te']],
    [['तो'], 'To', ['to']],
  ],
  [
    [['ना'], 'Na', ['na']],
    [['नी'], 'Ni', ['ni']],
    [['नू'], 'Nu', ['nu']],
    [['ने'], 'Ne', ['ne']],
  ],
  [
    [['नो'], 'No', ['no']],
    [['या'], 'Ya', ['ya']],
    [['यी'], 'Yi', ['yi']],
    [['यू'], 'Yu', ['yu']],
  ],
  [
    [['ये'], 'Ye', ['ye']],
    [['यो'], 'Yo', ['yo']],
    [['भा'], 'Bha', ['bha']],
    [['भी'], 'Bhi', ['bhi']],
  ],
  [
    [['भू'], 'Bhu', ['bhu']],
    [['धा'], 'Dha', ['dha']],
    [['फा'], 'Pha / Fa', ['pha']],
    [['ढा'], 'Dha (retroflex)', ['~dha']],
  ],
  [
    [['भे'], 'Bhe', ['bhe']],
    [['भो'], 'Bho', ['bho']],
    [['जा'], 'Ja', ['ja']],
    [['जी'], 'Ji', ['ji']],
  ],
  [
    // Shravana also takes the syllables Abhijit has in the 28-star chakra (Ju, Je, Jo, Kha),
    // which many 27-star lists give to Shravana: the pada is the place in that list. The
    // 27-star lists' fourth syllable घा is left out: it would clash with Ardra's घ.
    [['खी', 'जू'], 'Khi / Ju', ['khi', 'ju']],
    [['खू', 'जे'], 'Khu / Je', ['khu', 'je']],
    [['खे', 'जो'], 'Khe / Jo', ['khe', 'jo']],
    [['खो', 'खा'], 'Kho / Kha', ['kho', 'kha']],
  ],
  [
    [['गा'], 'Ga', ['ga']],
    [['गी'], 'Gi', ['gi']],
    [['गू'], 'Gu', ['gu']],
    [['गे'], 'Ge', ['ge']],
  ],
  [
    [['गो'], 'Go', ['go']],
    [['सा'], 'Sa', ['sa']],
    [['सी'], 'Si', ['si']],
    [['सू'], 'Su', ['su']],
  ],
  [
    [['से'], 'Se', ['se']],
    [['सो'], 'So', ['so']],
    [['दा'], 'Da', ['da']],
    [['दी'], 'Di', ['di']],
  ],
  [
    [['दू'], 'Du', ['du']],
    [['थ'], 'Tha', ['tha']],
    [['झ'], 'Jha', ['jha']],
    [['ञ', 'त्र'], 'Na / Tra', ['tra', '~na']],
  ],
  [
    [['दे'], 'De', ['de']],
    [['दो'], 'Do', ['do']],
    [['चा'], 'Cha', ['cha']],
    [['ची'], 'Chi', ['chi']],
  ],
];

/** The 108 syllables in zodiac order, one per pada (the first Devanagari spelling of each cell). */
export const NAME_SYLLABLES: readonly NameSyllable[] = TABLE.flatMap((cells, n) =>
  cells.map(([devanagari, latin], p) => ({
    nakshatra: n + 1,
    pada: p + 1,
    latin,
    devanagari: devanagari[0]!,
  })),
);

// ---------------------------------------------------------------------------------------------
// Devanagari

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const isConsonant = (c: string) => c >= '\u0915' && c <= '\u0939';

const INDEPENDENT_VOWELS: Readonly<Record<string, { consonant: string; vowel: string }>> = {
  अ: { consonant: '', vowel: 'a' },
  आ: { consonant: '', vowel: 'a' },
  इ: { consonant: '', vowel: 'i' },
  ई: { consonant: '', vowel: 'i' },
  उ: { consonant: '', vowel: 'u' },
  ऊ: { consonant: '', vowel: 'u' },
  ए: { consonant: '', vowel: 'e' },
  ऐ: { consonant: '', vowel: 'e' },
  ऍ: { consonant: '', vowel: 'e' },
  ओ: { consonant: '', vowel: 'o' },
  औ: { consonant: '', vowel: 'o' },
  ऑ: { consonant: '', vowel: 'o' },
  // Vocalic r and l read as "ri" and "li", as names write them in Latin (ऋषि = Rishi).
  ऋ: { consonant: 'र', vowel: 'i' },
  ॠ: { consonant: 'र', vowel: 'i' },
  ऌ: { consonant: 'ल', vowel: 'i' },
};

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'i',
  'ॄ': 'i',
  'ॅ': 'e',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'e',
  'ॉ': 'o',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'o',
};

/** Regional spellings of one sound: ब for व (Va / Ba), ळ for ल. */
const SAME_CONSONANT: Readonly<Record<string, string>> = { ब: 'व', ळ: 'ल' };

interface DevanagariSyllable {
  /** The first consonant ('' for a vowel), folded by SAME_CONSONANT. */
  consonant: string;
  /** The second consonant of a conjunct, if any (त्र). */
  next: string;
  /** a, i, u, e or o. */
  vowel: string;
}

function parseDevanagari(text: string): DevanagariSyllable | null {
  const chars = [...text.normalize('NFD')].filter((c) => c !== NUKTA);
  const first = chars[0];
  if (!first) return null;
  const independent = INDEPENDENT_VOWELS[first];
  if (independent) return { ...independent, next: '' };
  if (!isConsonant(first)) return null;
  let i = 1;
  let next = '';
  while (chars[i] === VIRAMA && chars[i + 1] !== undefined && isConsonant(chars[i + 1]!)) {
    if (!next) next = chars[i + 1]!;
    i += 2;
  }
  const vowel = VOWEL_SIGNS[chars[i] ?? ''] ?? 'a';
  return { consonant: SAME_CONSONANT[first] ?? first, next, vowel };
}

const devanagariKey = (s: DevanagariSyllable) => `${s.consonant}${s.vowel}`;
const conjunctKey = (s: DevanagariSyllable) => `${s.consonant}${VIRAMA}${s.next}${s.vowel}`;

const BY_DEVANAGARI = new Map<string, NameSyllable>();
const BY_LATIN = new Map<string, NameSyllable[]>();
{
  const secondary: [string, NameSyllable][] = [];
  for (const [n, cells] of TABLE.entries()) {
    for (const [p, [spellings, latin, keys]] of cells.entries()) {
      const syllable: NameSyllable = { nakshatra: n + 1, pada: p + 1, latin, devanagari: spellings[0]! };
      for (const spelling of spellings) {
        const parsed = parseDevanagari(spelling)!;
        // त्र is keyed as a conjunct; every other spelling by consonant and vowel.
        BY_DEVANAGARI.set(parsed.next ? conjunctKey(parsed) : devanagariKey(parsed), syllable);
      }
      for (const key of keys) {
        if (key.startsWith('~')) secondary.push([key.slice(1), syllable]);
        else BY_LATIN.set(key, [...(BY_LATIN.get(key) ?? []), syllable]);
      }
    }
  }
  for (const [key, syllable] of secondary) BY_LATIN.set(key, [...(BY_LATIN.get(key) ?? []), syllable]);
}

function devanagariCandidates(text: string): NameSyllable[] {
  const s = parseDevanagari(text);
  if (!s) return [];
  const keys: string[] = [];
  if (s.next) keys.push(conjunctKey(s));
  keys.push(devanagariKey(s));
  // श is read as ष before a (Sha) and as स otherwise (Shi = Si): regional Sha/Sa.
  if (s.consonant === 'श') keys.push(s.vowel === 'a' ? 'षa' : `स${s.vowel}`);
  // A consonant the chakra lists only with a (घ, छ, ष, ठ, थ, झ, ङ, ण, ञ, धा, ढा, फा) stands for
  // that consonant with any vowel.
  keys.push(`${s.consonant}a`);
  for (const key of keys) {
    const found = BY_DEVANAGARI.get(key);
    if (found) return [found];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Latin

/** Consonant letters and digraphs at the start of a name, longest first, with their key form. */
const LATIN_ONSETS: readonly (readonly [string, string])[] = [
  ['chh', 'chh'],
  ['ksh', 'k'],
  ['dny', 'j'], // ज्ञ in Marathi spelling (Dnyanesh)
  ['ch', 'ch'],
  ['kh', 'kh'],
  ['gh', 'gh'],
  ['gy', 'j'], // ज्ञ in Hindi spelling (Gyan)
  ['jh', 'jh'],
  ['th', 'th'],
  ['dh', 'dh'],
  ['ph', 'ph'],
  ['bh', 'bh'],
  ['sh', 'sh'],
  ['b', 'v'],
  ['w', 'v'],
  ['f', 'ph'],
  ['z', 'j'],
  ['q', 'k'],
  ['x', 'k'],
  ['c', 'k'],
];

/** Vowel spellings, longest first, folded to a, i, u, e, o. */
const LATIN_VOWELS: readonly (readonly [string, string])[] = [
  ['aa', 'a'],
  ['ai', 'e'],
  ['au', 'o'],
  ['ee', 'i'],
  ['ei', 'e'],
  ['ii', 'i'],
  ['oo', 'u'],
  ['ou', 'o'],
  ['uu', 'u'],
  ['a', 'a'],
  ['e', 'e'],
  ['i', 'i'],
  ['o', 'o'],
  ['u', 'u'],
];

function latinCandidates(text: string): NameSyllable[] {
  const word = /^[a-z]+/.exec(
    text
      .toLowerCase()
      .normalize('NFC')
      // IAST: ś and ṣ are sh, ṛ is ri; every other mark just goes (ā = a, ṭ = t, ṇ = n).
      .replace(/[śṣ]/g, 'sh')
      .replace(/[ṛṝ]/g, 'ri')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/^[^a-z]+/, ''),
  )?.[0];
  if (!word) return [];
  const onset = /^[^aeiou]*/.exec(word)![0];
  const rest = word.slice(onset.length);
  const vowel = LATIN_VOWELS.find(([spelling]) => rest.startsWith(spelling))?.[1];
  if (!vowel) return [];
  let consonant = '';
  if (onset === 'ng') consonant = 'ng';
  else if (onset) {
    const known = LATIN_ONSETS.find(([spelling]) => onset.startsWith(spelling));
    consonant = known ? known[1] : onset[0]!;
  }
  const keys: string[] = [];
  if (onset === 'tr' && vowel === 'a') keys.push('tra');
  keys.push(consonant === 'ng' ? 'nga' : `${consonant}${vowel}`);
  if (consonant === 'sh') keys.push(`s${vowel}`);
  if (consonant) keys.push(`${consonant}a`);
  for (const key of keys) {
    const found = BY_LATIN.get(key);
    if (found) return found;
  }
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Every pada the first syllable of `name` can stand for, the likeliest first. Devanagari names
 * give at most one; a Latin spelling gives several when Latin loses the distinction (Ta: त or
 * ट; Na: न, ण, ङ or ञ), the common dental reading first. Empty when nothing matches.
 */
export function nameCandidates(name: string): NameSyllable[] {
  const text = name.trim();
  if (!text) return [];
  const firstLetter = /[\p{L}]/u.exec(text)?.[0] ?? '';
  return DEVANAGARI.test(firstLetter)
    ? devanagariCandidates(text.slice(text.indexOf(firstLetter)))
    : latinCandidates(text);
}

/**
 * The nakshatra and pada of a birth name's first syllable (Latin transliteration or Devanagari;
 * case- and diacritics-insensitive in Latin), or null when no syllable matches. Ambiguous Latin
 * spellings take the likeliest reading (`nameCandidates` lists them all).
 */
export function nakshatraFromName(name: string): MoonStar | null {
  const [best] = nameCandidates(name);
  return best ? { nakshatra: best.nakshatra, pada: best.pada } : null;
}
