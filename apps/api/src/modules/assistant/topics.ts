/**
 * What a question asks about, recognised from English words and the common Hindi and Marathi ones
 * (in Devanagari and as typed in Latin letters). Latin words match whole words; Devanagari words
 * match the start of a word, so Marathi endings ("पगाराबद्दल", "शिक्षणाची") still count.
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
    'sampark', 'नंबर', 'संपर्क', 'फोन', 'मोबाईल', 'मोबाइल', 'पत्ता',
  ],
  age: [
    'age', 'old', 'born', 'birthday', 'birthdate', 'dob', 'umar', 'umr', 'umra', 'vay', 'vaya',
    'उम्र', 'उमर', 'आयु', 'वय',
  ],
  height: [
    'height', 'tall', 'short', 'unchai', 'oonchai', 'unchi', 'lambai', 'kad', 'ऊंचाई', 'उंचाई', 'उंची', 'लंबाई', 'कद',
  ],
  city: [
    'city', 'live', 'lives', 'living', 'stay', 'stays', 'located', 'location', 'where', 'town', 'village',
    'shahar', 'shehar', 'gaon', 'gav', 'kuthe', 'kahan', 'kaha', 'rahte', 'rahti', 'rahtat', 'rahate',
    'शहर', 'गाव', 'गांव', 'कुठे', 'कहाँ', 'कहां', 'राहते', 'राहतो', 'रहते', 'रहती',
  ],
  marital_status: [
    'married', 'unmarried', 'divorced', 'divorce', 'widow', 'widowed', 'widower', 'marital', 'single',
    'talak', 'ghatasphot', 'avivahit', 'तलाक', 'घटस्फोट', 'अविवाहित', 'विधवा', 'विधुर',
  ],
  education: [
    'education', 'educated', 'study', 'studied', 'studies', 'degree', 'qualification', 'qualified', 'college',
    'graduate', 'shikshan', 'shiksha', 'padhai', 'padhi', 'शिक्षण', 'शिक्षा', 'पढ़ाई', 'पढाई', 'डिग्री',
  ],
  work: [
    'work', 'works', 'working', 'job', 'occupation', 'profession', 'career', 'company', 'business',
    'employer', 'naukri', 'nokri', 'kaam', 'vyavsay', 'dhanda', 'नोकरी', 'नौकरी', 'काम', 'व्यवसाय', 'धंदा',
  ],
  income: [
    'income', 'salary', 'earn', 'earns', 'earning', 'earnings', 'package', 'ctc', 'lakh', 'lakhs',
    'pagar', 'kamai', 'utpanna', 'vetan', 'पगार', 'कमाई', 'उत्पन्न', 'वेतन', 'आमदनी',
  ],
  family: [
    'family', 'father', 'mother', 'parents', 'dad', 'mom', 'mamkul', 'parivar', 'pariwar', 'kutumb',
    'aai', 'vadil', 'baba', 'pita', 'mata', 'परिवार', 'कुटुंब', 'आई', 'वडील', 'वडिल', 'पिता', 'माता', 'मामकुळ',
  ],
  siblings: [
    'sibling', 'siblings', 'brother', 'brothers', 'sister', 'sisters', 'bhau', 'bahin', 'bhai', 'behen',
    'bahan', 'bhavande', 'भाऊ', 'बहीण', 'बहिण', 'भाई', 'बहन', 'भावंड',
  ],
  diet: [
    'diet', 'food', 'eat', 'eats', 'veg', 'vegetarian', 'non-veg', 'nonveg', 'vegan', 'jain', 'eggetarian',
    'khana', 'jevan', 'shakahari', 'mansahari', 'aahar', 'शाकाहारी', 'मांसाहारी', 'आहार', 'जेवण', 'खाना', 'खाणे',
  ],
  drinking: ['drink', 'drinks', 'drinking', 'alcohol', 'daru', 'sharab', 'दारू', 'शराब', 'मद्य'],
  smoking: [
    'smoke', 'smokes', 'smoking', 'cigarette', 'cigarettes', 'dhumrapan', 'धूम्रपान', 'सिगारेट', 'सिगरेट',
  ],
  hobbies: [
    'hobby', 'hobbies', 'interests', 'pastime', 'pastimes', 'likes', 'like to', 'enjoys', 'free time', 'chhand', 'aavad', 'avad', 'shauk',
    'छंद', 'आवड', 'शौक',
  ],
  expectations: [
    'expect', 'expects', 'expectation', 'expectations', 'looking for', 'partner', 'ideal', 'apeksha',
    'ummeed', 'jodidar', 'jeevansathi', 'अपेक्षा', 'उम्मीद', 'जोडीदार', 'जीवनसाथी',
  ],
  ceremony: [
    'ceremony', 'wedding', 'marriage', 'lagna', 'vivah', 'shaadi', 'shadi', 'लग्न', 'विवाह', 'शादी',
  ],
  horoscope: [
    'horoscope', 'kundli', 'kundali', 'patrika', 'rashi', 'nakshatra', 'manglik', 'mangal', 'gotra',
    'birth time', 'birth place', 'birth name', 'कुंडली', 'पत्रिका', 'राशी', 'राशि', 'नक्षत्र', 'मंगळ', 'मंगल',
    'मांगलिक', 'गोत्र',
  ],
  gun_milan: [
    'gun milan', 'gunmilan', 'guna', 'gun', 'gunas', 'milan', 'compatibility', 'compatible', 'match score',
    'score', 'points', 'गुण', 'मिलान', 'जुळ',
  ],
  verification: [
    'verified', 'verification', 'verify', 'genuine', 'fake', 'real', 'id proof', 'documents', 'badge', 'badges',
    'satyapit', 'pramanit', 'सत्यापित', 'पडताळणी', 'प्रमाणित',
  ],
  photos: [
    'photo', 'photos', 'pic', 'pics', 'picture', 'pictures', 'image', 'images', 'foto', 'फोटो', 'छायाचित्र',
    'तस्वीर',
  ],
  video: ['video', 'videos', 'intro', 'introduction', 'व्हिडिओ', 'वीडियो', 'विडियो'],
  blood_group: ['blood', 'rakt', 'रक्तगट', 'रक्त'],
  managed_by: ['managed', 'manages', 'manage', 'managing', 'created by', 'who created', 'posted by'],
  about: [
    'about', 'tell me', 'summary', 'describe', 'introduce', 'who is', 'bare', 'baddal', 'parichay',
    'बद्दल', 'बारे', 'परिचय', 'ओळख',
  ],
};

const DEVANAGARI = /[\u0900-\u097F]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern per topic, with the position of its first match found by `exec`. */
const PATTERNS: readonly [Topic, RegExp][] = TOPICS.map((topic) => {
  const alternatives = WORDS[topic].map((word) =>
    DEVANAGARI.test(word)
      ? `(?<![\\u0900-\\u097F])${escapeRegExp(word)}`
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
