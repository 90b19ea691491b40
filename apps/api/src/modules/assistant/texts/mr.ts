import { PLAN_NAMES_IN, type Translation } from '@jodi/i18n';
import type { assistantTextsEn } from './en';

/**
 * Marathi speaks to the asker as the web does (तुम्ही, one register everywhere) and of the person with respect (त्यांचे, राहतात, "{name} यांची"), as to a family;
 * the pronoun and a few words still follow whether it is a bride or a groom (त्या / ते).
 */
const same = (text: string) => `{gender, select, female {${text}} male {${text}} other {${text}}}`;
const they = '{gender, select, female {त्या} male {ते} other {ते}}';
const plan = PLAN_NAMES_IN.mr;

export const assistantTextsMr: Translation<typeof assistantTextsEn> = {
  someone: '{gender, select, female {या वधू} male {हे वर} other {हे सदस्य}}',
  notSure: 'तुम्हाला {name} यांच्याबद्दल नेमके काय जाणून घ्यायचे आहे, ते मला समजले नाही',
  askList:
    'तुम्ही वय, उंची, शहर, शिक्षण, नोकरी-व्यवसाय, उत्पन्न, कुटुंब, भावंडे, आहार, मद्यपान, धूम्रपान, छंद, अपेक्षा, लग्नाची पद्धत, पत्रिका, गुणमिलन, पडताळणी, फोटो किंवा व्हिडिओ यांबद्दल विचारू शकता.',
  askRest: 'उरलेल्या गोष्टींबद्दल कृपया पुढच्या प्रश्नात विचारा.',
  labelled: '{label}: {value}',
  contact: {
    line: '{relation}: {name}, {phone}',
    none: '{name} यांनी अजून संपर्क तपशील दिलेले नाहीत',
    unverified: 'संपर्क तपशील फक्त ओळख पडताळलेल्या प्रोफाइलवरच दाखवले जातात, आणि {name} यांची ओळख अजून पडताळलेली नाही',
    plan: `संपर्क तपशील ${plan.Belief} आणि ${plan.Trust} प्लॅनमध्ये दिसतात; तुमच्या प्लॅनमध्ये ते दिसत नाहीत`,
    notAccepted:
      '{name} यांनी तुमची पसंती किंवा चॅटची विनंती स्वीकारल्यावरच त्यांचे संपर्क तपशील दिसतात; त्यांनी ती अजून स्वीकारलेली नाही',
  },
  age: {
    is: '{gender, select, female {{name} {age} वर्षांच्या आहेत} male {{name} {age} वर्षांचे आहेत} other {{name} {age} वर्षांचे आहेत}}',
    isBorn:
      '{gender, select, female {{name} {age} वर्षांच्या आहेत (जन्म: {birthdate})} male {{name} {age} वर्षांचे आहेत (जन्म: {birthdate})} other {{name} {age} वर्षांचे आहेत (जन्म: {birthdate})}}',
    unknown: `प्रोफाइलमध्ये ${same('त्यांचे')} वय दिलेले नाही`,
  },
  height: {
    is: '{name} यांची उंची {height} आहे',
    unknown: `प्रोफाइलमध्ये ${same('त्यांची')} उंची दिलेली नाही`,
  },
  city: {
    is: same('{name} {city} येथे राहतात'),
    unknown: `${they} कुठे राहतात, हे प्रोफाइलमध्ये दिलेले नाही`,
  },
  maritalStatus: { unknown: `प्रोफाइलमध्ये ${same('त्यांची')} वैवाहिक स्थिती दिलेली नाही` },
  education: { unknown: `प्रोफाइलमध्ये ${same('त्यांचे')} शिक्षण दिलेले नाही` },
  work: {
    asAt: same('{name} {occupation} म्हणून काम करतात ({work})'),
    as: same('{name} {occupation} म्हणून काम करतात'),
    at: same('{name} {work} येथे काम करतात'),
    verified: `${same('त्यांची')} नोकरी पडताळलेली आहे`,
    unknown: `${they} काय काम करतात, हे प्रोफाइलमध्ये दिलेले नाही`,
  },
  income: {
    is: `${same('त्यांचे')} वार्षिक उत्पन्न {income} आहे`,
    notDisclosed: `{name} यांनी ${same('त्यांचे')} उत्पन्न जाहीर न करणे पसंत केले आहे`,
    verified: `${same('त्यांचे')} उत्पन्न पडताळलेले आहे`,
    property: 'मालमत्ता: {property}',
    unknown: `प्रोफाइलमध्ये ${same('त्यांचे')} उत्पन्न दिलेले नाही`,
  },
  family: { unknown: `प्रोफाइलमध्ये ${same('त्यांच्या')} कुटुंबाविषयी माहिती दिलेली नाही` },
  siblings: {
    count:
      '{count, plural, =0 {{name} यांना भावंडे नाहीत} one {{name} यांना # भावंड आहे} other {{name} यांना # भावंडे आहेत}}',
    unknown: `प्रोफाइलमध्ये ${same('त्यांच्या')} भावंडांविषयी माहिती दिलेली नाही`,
  },
  diet: {
    is: `${same('त्यांचा')} आहार: {diet}`,
    unknown: `प्रोफाइलमध्ये ${same('त्यांचा')} आहार दिलेला नाही`,
  },
  drinking: {
    no: same('{name} मद्यपान करत नाहीत'),
    occasionally: same('{name} कधीकधी मद्यपान करतात'),
    yes: same('{name} मद्यपान करतात'),
    unknown: same('{name} मद्यपान करतात की नाही, हे प्रोफाइलमध्ये दिलेले नाही'),
  },
  smoking: {
    no: same('{name} धूम्रपान करत नाहीत'),
    occasionally: same('{name} कधीकधी धूम्रपान करतात'),
    yes: same('{name} धूम्रपान करतात'),
    unknown: same('{name} धूम्रपान करतात की नाही, हे प्रोफाइलमध्ये दिलेले नाही'),
  },
  hobbies: {
    is: `${same('त्यांचे')} छंद आणि आवडी: {hobbies}`,
    unknown: `प्रोफाइलमध्ये ${same('त्यांचे')} छंद दिलेले नाहीत`,
  },
  expectations: {
    is: `जोडीदाराकडून ${same('त्यांच्या')} अपेक्षा: {expectation}`,
    unknown: `जोडीदाराकडून ${same('त्यांच्या')} अपेक्षा प्रोफाइलमध्ये दिलेल्या नाहीत`,
  },
  ceremony: {
    is: 'लग्नाची पसंतीची पद्धत: {ceremony}',
    unknown: `लग्न कोणत्या पद्धतीने व्हावे, याबद्दल ${same('त्यांची')} पसंती प्रोफाइलमध्ये दिलेली नाही`,
  },
  manglik: {
    fromChart: `${same('त्यांच्या')} जन्मकुंडलीनुसार: {verdict}`,
    declared: `प्रोफाइलमध्ये ${same('त्यांची')} जन्मवेळ आणि जन्मस्थळ दिलेले नाही, त्यामुळे कुंडली मांडता येत नाही; त्यांनी सांगितलेला मंगळ दोष: {value}`,
    unknown: `प्रोफाइलमध्ये ${same('त्यांच्या')} मंगळ दोषाबद्दल काही दिलेले नाही, आणि तो पाहण्यासाठी जन्मवेळ व जन्मस्थळही नाही`,
  },
  horoscope: { unknown: `प्रोफाइलमध्ये ${same('त्यांच्या')} पत्रिकेची माहिती दिलेली नाही` },
  gunMilan: {
    score: 'तुम्हा दोघांचे {max, number} पैकी {total, number} गुण जुळतात',
    grade:
      '{grade, select, excellent {उत्तम जुळणी} good {चांगली जुळणी} other {पारंपरिक किमान १८ गुणांपेक्षा कमी}}: {max, number} पैकी {total, number} गुण',
    nadiDosh: 'नाडी दोष: दोघांची नाडी एकच आहे',
    bhakootDosh: 'भकूट दोष: दोघांच्या राशी एकमेकांना प्रतिकूल स्थानी आहेत',
    noBirthName: 'गुणमिलनासाठी कृपया तुमच्या प्रोफाइलमध्ये जन्मनाव भरा',
    unavailable: 'प्रोफाइलमध्ये पुरेशी माहिती नसल्यामुळे गुणमिलन उपलब्ध नाही.',
    notAvailable: 'गुणमिलन उपलब्ध नाही.',
  },
  verification: {
    none: '{name} यांचा कोणताही पडताळणी बॅज तुम्हाला दिसत नाही',
    some: '{name} यांची पडताळणी झाली आहे: {list}',
    badges: { identity: 'ओळख', job: 'नोकरी', income: 'उत्पन्न', property: 'मालमत्ता' },
  },
  photos: {
    some: '{count, plural, one {{name} यांच्या प्रोफाइलवर # फोटो आहे} other {{name} यांच्या प्रोफाइलवर # फोटो आहेत}}',
    none: '{name} यांनी अजून फोटो टाकलेले नाहीत',
  },
  video: {
    yes: '{name} यांचा परिचय व्हिडिओ आहे; तुम्ही तो प्रोफाइलवर पाहू शकता',
    none: '{name} यांनी अजून परिचय व्हिडिओ टाकलेला नाही',
  },
  bloodGroup: {
    is: `${same('त्यांचा')} रक्तगट {bloodgroup} आहे`,
    unknown: `प्रोफाइलमध्ये ${same('त्यांचा')} रक्तगट दिलेला नाही`,
  },
  managedBy: {
    is: 'हे प्रोफाइल सांभाळणारे: {managedBy}',
    unknown: 'हे प्रोफाइल कोण सांभाळते, हे प्रोफाइलमध्ये दिलेले नाही',
  },
  about: {
    summary: '{name}: {parts}',
    age: 'वय {age} वर्षे',
    height: 'उंची {height}',
    city: same('{city} येथे राहतात'),
    occupation: same('{occupation} म्हणून काम करतात'),
    education: 'शिक्षण: {education}',
    words: `${same('त्यांच्याच')} शब्दांत: {aboutme}`,
    empty: '{name} यांनी प्रोफाइलमध्ये अजून फारशी माहिती लिहिलेली नाही',
  },
  maskedContact: '[संपर्क तपशील लपवले आहेत]',
  refusals: {
    PLAN_UPGRADE_REQUIRED: `AI मदतनीस ${plan.Belief} आणि ${plan.Trust} प्लॅनमध्ये मिळतो. प्रोफाइलबद्दल विचारण्यासाठी कृपया प्लॅन घ्या.`,
    RATE_LIMITED: 'तुम्ही थोड्या वेळात बरेच प्रश्न विचारले आहेत. कृपया काही मिनिटे थांबून पुन्हा विचारा.',
    PROFILE_NOT_FOUND: 'या प्रोफाइलबद्दल मी उत्तर देऊ शकत नाही.',
    UNAVAILABLE: 'AI मदतनीस उत्तर पूर्ण होण्याआधीच थांबला. कृपया पुन्हा विचारा.',
  },
};
