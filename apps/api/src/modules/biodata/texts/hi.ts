import { GRAHA_NAMES_IN, GRAHA_SHORT_NAMES_IN, type Translation } from '@jodi/i18n';
import type { biodataTextsEn } from './en';

export const biodataTextsHi: Translation<typeof biodataTextsEn> = {
  title: 'बायोडाटा',
  sections: {
    personal: 'व्यक्तिगत जानकारी',
    work: 'शिक्षा और कामकाज',
    family: 'पारिवारिक जानकारी',
    preferences: 'पसंद और अपेक्षाएँ',
    astrology: 'कुंडली की जानकारी',
  },
  contacts: 'संपर्क',
  age: '{age, number} वर्ष',
  badges: {
    identity: 'पहचान सत्यापित',
    job: 'नौकरी सत्यापित',
    income: 'आय सत्यापित',
    property: 'संपत्ति सत्यापित',
  },
  footer: 'यह बायोडाटा Jodi पर {date} को बनाया गया। आगे बढ़ने से पहले कृपया सारी जानकारी ख़ुद जाँच लें।',
  chart: {
    heading: 'जन्म कुंडली',
    centre: 'राशि कुंडली',
    ascendant: 'ल',
    grahas: GRAHA_SHORT_NAMES_IN.hi,
    lagna: 'लग्न: {sign}',
    names: { ascendant: 'लग्न', ...GRAHA_NAMES_IN.hi },
    manglik: '{source} मंगल दोष: {verdict}',
  },
};
