import type { Language } from '@jodi/i18n';

/**
 * What a question asks about, recognised from English words and the common Hindi and Marathi ones
 * (in Devanagari and as typed in Latin letters). Latin words match whole words; Devanagari words
 * match the start of a word, so Marathi endings ("पगाराबद्दल", "शिक्षणाची") still count, unless
 * written with a leading `=` (whole word only: "=आय" is income, not the start of "आयु").
 */
export const TOPICS = [
  'contact',
  'age',
  'height',
  'city',
  'marital_status',
  'education',
  'work',
  'income',
  'family',
  'siblings',
  'diet',
  'drinking',
  'smoking',
  'hobbies',
  'expectations',
  'ceremony',
  'manglik',
  'horoscope',
  'gun_milan',
  'verification',
  'photos',
  'video',
  'blood_group',
  'managed_by',
  'about',
] as const;
export type Topic = (typeof TOPICS)[number];

// biome-ignore format: word lists read best packed, a topic per block
const WORDS: Record<Topic, readonly string[]> = {
  contact: [
    'contact', 'contacts', 'phone', 'her number', 'his number', 'their number', 'mobile', 'whatsapp', 'email', 'e-mail', 'address', 'call',
    'sampark', 'नंबर', 'संपर्क', 'फोन', 'फ़ोन', 'मोबाईल', 'मोबाइल', 'पत्ता', 'ईमेल', 'व्हॉट्सॲप', 'व्हाट्सऐप',
  ],
  age: [
    'age', 'old', 'born', 'birthday', 'birthdate', 'dob', 'umar', 'umr', 'umra', 'vay', 'vaya',
    'उम्र', 'उमर', 'आयु', 'वय', 'जन्मतारीख', 'जन्मदिन', 'वाढदिवस', 'जन्म तिथि', 'जन्मतिथि',
  ],
  height: [
    'height', 'tall', 'short', 'unchai', 'oonchai', 'unchi', 'lambai', 'kad', 'ऊंचाई', 'ऊँचाई', 'उंचाई', 'उंची', 'लंबाई', 'कद',
    '=उंच', '=लंबी', '=लंबा',
  ],
  city: [
    'city', 'live', 'lives', 'living', 'stay', 'stays', 'located', 'location', 'where', 'town', 'village',
    'shahar', 'shehar', 'gaon', 'gav', 'kuthe', 'kahan', 'kaha', 'rahte', 'rahti', 'rahtat', 'rahate',
    'शहर', 'गाव', 'गांव', 'कुठे', 'कहाँ', 'कहां', 'राहते', 'राहतो', 'राहतात', 'रहते', 'रहती', 'रहता',
  ],
  marital_status: [
    'married', 'unmarried', 'divorced', 'divorce', 'widow', 'widowed', 'widower', 'marital', 'single',
    'talak', 'ghatasphot', 'avivahit', 'तलाक', 'घटस्फोट', 'अविवाहित', 'विधवा', 'विधुर', 'वैवाहिक', '=विवाहित',
    'शादीशुदा',
  ],
  education: [
    'education', 'educated', 'study', 'studied', 'studies', 'degree', 'qualification', 'qualified', 'college',
    'graduate', 'shikshan', 'shiksha', 'padhai', 'padhi', 'शिक्षण', 'शिक्षा', 'पढ़ाई', 'पढाई', 'डिग्री',
    'पदवी', 'शिकल', 'शिक्षित', 'कॉलेज', 'पढ़ी', 'पढ़े', 'पढ़ा', 'पढ़ाई-लिखाई',
  ],
  work: [
    'work', 'works', 'working', 'job', 'occupation', 'profession', 'career', 'company', 'business',
    'employer', 'naukri', 'nokri', 'kaam', 'vyavsay', 'dhanda', 'नोकरी', 'नौकरी', 'काम', 'व्यवसाय', 'धंदा',
    'पेशा', 'कंपनी', 'जॉब', 'ऑफिस', 'ऑफ़िस', 'करिअर', 'करियर',
  ],
  income: [
    'income', 'salary', 'earn', 'earns', 'earning', 'earnings', 'package', 'ctc', 'lakh', 'lakhs',
    'pagar', 'kamai', 'utpanna', 'vetan', 'पगार', 'कमाई', 'उत्पन्न', 'वेतन', 'आमदनी', '=आय', 'तनख्वाह',
    'तनख़्वाह', 'पैकेज', 'सैलरी', 'कमावत', 'कमाती', 'कमाता', 'मालमत्ता', 'संपत्ति',
  ],
  family: [
    'family', 'father', 'mother', 'parents', 'dad', 'mom', 'mamkul', 'parivar', 'pariwar', 'kutumb',
    'aai', 'vadil', 'baba', 'pita', 'mata', 'परिवार', 'कुटुंब', 'आई', 'वडील', 'वडिल', 'पिता', 'माता', 'मामकुळ',
    'मामकुल', 'घरच', 'फॅमिली', 'फैमिली', 'माँ', 'मां',
  ],
  siblings: [
    'sibling', 'siblings', 'brother', 'brothers', 'sister', 'sisters', 'bhau', 'bahin', 'bhai', 'behen',
    'bahan', 'bhavande', 'भाऊ', 'बहीण', 'बहिण', 'भाई', 'बहन', 'भावंड', 'भावा', 'दीदी', 'ताई',
  ],
  diet: [
    'diet', 'food', 'eat', 'eats', 'veg', 'vegetarian', 'non-veg', 'nonveg', 'vegan', 'jain', 'eggetarian',
    'khana', 'jevan', 'shakahari', 'mansahari', 'aahar', 'शाकाहार', 'मांसाहार', 'आहार', 'जेवण', 'खाना', 'खाणे',
    'खानपान', 'खान-पान', 'अंडी', 'अंडा', 'व्हेज', 'नॉनव्हेज', 'नॉन-व्हेज', 'वेज', 'जैन',
  ],
  drinking: ['drink', 'drinks', 'drinking', 'alcohol', 'daru', 'sharab', 'दारू', 'शराब', 'मद्य', 'ड्रिंक'],
  smoking: [
    'smoke', 'smokes', 'smoking', 'cigarette', 'cigarettes', 'dhumrapan', 'धूम्रपान', 'धुम्रपान', 'सिगारेट', 'सिगरेट',
    'बीडी', 'स्मोक',
  ],
  hobbies: [
    'hobby', 'hobbies', 'interests', 'pastime', 'pastimes', 'likes', 'like to', 'enjoys', 'free time', 'chhand', 'aavad', 'avad', 'shauk',
    'छंद', 'आवड', 'शौक', 'रुची', 'रुचि', 'हॉबी', 'पसंद',
  ],
  expectations: [
    'expect', 'expects', 'expectation', 'expectations', 'looking for', 'partner', 'ideal', 'apeksha',
    'ummeed', 'jodidar', 'jeevansathi', 'अपेक्षा', 'उम्मीद', 'जोडीदार', 'जीवनसाथी', 'जीवनसाथ', 'पार्टनर',
  ],
  ceremony: [
    'ceremony', 'wedding', 'marriage', 'lagna', 'vivah', 'shaadi', 'shadi', 'लग्न', 'विवाह', 'शादी',
    'समारंभ', 'सोहळा', 'समारोह', 'विधी', 'रस्म',
  ],
  manglik: [
    'manglik', 'mangalik', 'mangal', 'kuja', 'mars', 'मंगळ', 'मंगल', 'मांगलिक', 'कुज',
  ],
  horoscope: [
    'horoscope', 'kundli', 'kundali', 'patrika', 'rashi', 'nakshatra', 'gotra',
    'birth time', 'birth place', 'birth name', 'कुंडली', 'पत्रिका', 'राशी', 'राशि', 'नक्षत्र',
    'गोत्र', '=रास', 'ज्योतिष', 'जन्मवेळ', 'जन्म वेळ', 'जन्म समय', 'जन्मस्थळ',
    'जन्म स्थान', 'जन्मनाव', 'जन्म नाम',
  ],
  gun_milan: [
    'gun milan', 'gunmilan', 'guna', 'gun', 'gunas', 'milan', 'compatibility', 'compatible', 'match score',
    'score', 'points', 'गुण', 'मिलान', '=मिलन', 'जुळ', 'अष्टकूट', 'कुंडली मिलान', 'पत्रिका जुळ',
  ],
  verification: [
    'verified', 'verification', 'verify', 'genuine', 'fake', 'real', 'id proof', 'documents', 'badge', 'badges',
    'satyapit', 'pramanit', 'सत्यापित', 'सत्यापन', 'पडताळ', 'प्रमाणित', 'बनावट', 'नकली', 'खरी',
    'व्हेरिफाय', 'वेरिफाइड', 'व्हेरिफाइड',
  ],
  photos: [
    'photo', 'photos', 'pic', 'pics', 'picture', 'pictures', 'image', 'images', 'foto', 'फोटो', 'फ़ोटो', 'छायाचित्र',
    'तस्वीर', 'तसवीर', 'फोटोज',
  ],
  video: ['video', 'videos', 'intro', 'introduction', 'व्हिडिओ', 'वीडियो', 'विडियो'],
  blood_group: ['blood', 'rakt', 'रक्तगट', 'रक्त', 'ब्लड'],
  managed_by: [
    'managed', 'manages', 'manage', 'managing', 'created by', 'who created', 'posted by',
    'सांभाळ', 'संभाल', 'चालवत', 'चलाता', 'चलाती', 'चलाते', 'बनवल', 'बनाई',
  ],
  about: [
    'about', 'tell me', 'summary', 'describe', 'introduce', 'who is', 'bare', 'baddal', 'parichay',
    'बद्दल', 'बारे', 'परिचय', 'ओळख', 'माहिती', 'जानकारी', 'सांगा', 'सांग', 'बताइए', 'बताइये', 'बताओ',
    'बताएं', 'बताएँ', 'बताना',
  ],
};

const DEVANAGARI = /[\u0900-\u097F]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A Devanagari word's pattern: from the start of a word, or the whole word after `=`. */
function devanagariPattern(word: string): string {
  const whole = word.startsWith('=');
  const text = escapeRegExp((whole ? word.slice(1) : word).normalize('NFC'));
  return `(?<![\\u0900-\\u097F])${text}${whole ? '(?![\\u0900-\\u097F])' : ''}`;
}

/** One pattern per topic, with the position of its first match found by `exec`. */
const PATTERNS: readonly [Topic, RegExp][] = TOPICS.map((topic) => {
  const alternatives = WORDS[topic].map((word) =>
    DEVANAGARI.test(word)
      ? devanagariPattern(word)
      : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`,
  );
  return [topic, new RegExp(alternatives.join('|'), 'iu')];
});

/**
 * The topics a question asks about, in the order they come up in it. 'about' (a general "tell me
 * about") stands only when nothing more precise is asked; empty when nothing is recognised.
 */
export function topicsOf(question: string): Topic[] {
  const text = question.normalize('NFC').toLowerCase();
  const found: { topic: Topic; at: number }[] = [];
  for (const [topic, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push({ topic, at: match.index });
  }
  found.sort((a, b) => a.at - b.at);
  const topics = found.map((f) => f.topic);
  return topics.length > 1 ? topics.filter((topic) => topic !== 'about') : topics;
}

/** Words only Marathi uses (आहे, काय, किती, तिचे…) and words only Hindi uses (है, क्या, कितनी, उसकी…). */
// biome-ignore format: word lists read best packed
const MARKERS: Record<'mr' | 'hi', readonly string[]> = {
  mr: [
    'आहे', 'आहेत', 'आहेस', 'काय', 'किती', 'कुठे', 'कसा', 'कशी', 'कसे', 'कोण', 'कोणते', 'कोणती', 'नाही', 'नाहीत',
    'ती', 'तिचे', 'तिचा', 'तिची', 'तिचं', 'तिच्या', 'तिला', 'त्याचे', 'त्याचा', 'त्याची', 'त्याचं', 'त्याच्या',
    'त्याला', 'त्यांचे', 'त्यांची', 'त्यांचा', 'त्यांच्या', 'सांगा', 'सांग', 'दाखवा', 'मला', 'आमचे', 'आमचं', 'आमच्या',
    'आणि', 'किंवा', 'पण', 'हवे', 'हवा', 'हवी', 'करतो', 'करतात', 'राहते', 'राहतो', 'राहतात', 'पिते', 'पितो',
    'मुलगी', 'मुलगा', 'नोकरी', 'बद्दल', 'विषयी', 'जुळतात',
  ],
  hi: [
    'है', 'हैं', 'क्या', 'कितनी', 'कितना', 'कितने', 'कहाँ', 'कहां', 'कैसी', 'कैसा', 'कैसे', 'कौन', 'कौनसी', 'नहीं',
    'वह', 'वो', 'उसकी', 'उसका', 'उसके', 'उनकी', 'उनका', 'उनके', 'उसे', 'बताइए', 'बताइये', 'बताओ', 'बताएं',
    'बताएँ', 'दिखाइए', 'मुझे', 'हमारा', 'हमारी', 'हमारे', 'और', 'लेकिन', 'चाहिए', 'करती', 'करता',
    'रहती', 'रहता', 'रहते', 'पीती', 'पीता', 'पीते', 'लड़की', 'लड़का', 'नौकरी', 'बारे', 'में', 'से', 'मिलते',
  ],
};

const wordsOf = (text: string) => text.normalize('NFC').match(/[\u0900-\u097F]+/g) ?? [];
const MARKER_SETS = {
  mr: new Set(MARKERS.mr.map((w) => w.normalize('NFC'))),
  hi: new Set(MARKERS.hi.map((w) => w.normalize('NFC'))),
};

/**
 * The language to answer a question in. One written in Devanagari is answered in its own language
 * (Marathi or Hindi, told apart by words only one of them uses; when it cannot be told, the
 * asker's own Marathi or Hindi, else Marathi); any other question in the asker's saved language,
 * else English.
 */
export function answerLanguage(question: string, saved: Language | undefined): Language {
  const words = wordsOf(question);
  if (words.length === 0) return saved ?? 'en';
  const mr = words.filter((w) => MARKER_SETS.mr.has(w)).length;
  const hi = words.filter((w) => MARKER_SETS.hi.has(w)).length;
  if (mr > hi) return 'mr';
  if (hi > mr) return 'hi';
  return saved === 'hi' ? 'hi' : 'mr';
}
