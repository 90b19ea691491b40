import { GRAHA_NAMES_IN, GRAHA_SHORT_NAMES_IN, type Translation } from '@jodi/i18n';
import type { biodataTextsEn } from './en';

export const biodataTextsMr: Translation<typeof biodataTextsEn> = {
  title: 'बायोडेटा',
  sections: {
    personal: 'वैयक्तिक माहिती',
    work: 'शिक्षण व नोकरी-व्यवसाय',
    family: 'कौटुंबिक माहिती',
    preferences: 'आवडीनिवडी व अपेक्षा',
    astrology: 'पत्रिकेची माहिती',
  },
  contacts: 'संपर्क',
  age: '{age, number} वर्षे',
  badges: {
    identity: 'ओळख पडताळलेली',
    job: 'नोकरी पडताळलेली',
    income: 'उत्पन्न पडताळलेले',
    property: 'मालमत्ता पडताळलेली',
  },
  footer: 'हा बायोडेटा Jodi वर {date} रोजी तयार केला. पुढे जाण्यापूर्वी कृपया सर्व माहिती तुम्ही स्वतः पडताळून पाहा.',
  chart: {
    heading: 'जन्मकुंडली',
    centre: 'राशी कुंडली',
    ascendant: 'ल',
    grahas: GRAHA_SHORT_NAMES_IN.mr,
    lagna: 'लग्न: {sign}',
    names: { ascendant: 'लग्न', ...GRAHA_NAMES_IN.mr },
    manglik: '{source} मंगळ दोष: {verdict}',
  },
};
