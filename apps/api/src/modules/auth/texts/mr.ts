import type { Translation } from '@jodi/i18n';
import type { authTextsEn } from './en';

export const authTextsMr: Translation<typeof authTextsEn> = {
  resetMail: {
    subject: 'तुमचा Jodi पासवर्ड बदला',
    asked: 'तुमच्या Jodi खात्याचा पासवर्ड बदलण्याची विनंती आमच्याकडे आली आहे.',
    openLink: 'नवीन पासवर्ड ठेवण्यासाठी ही लिंक एका तासाच्या आत उघडा:',
    notYou: 'ही विनंती तुम्ही केली नसेल, तर या ई-मेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
  },
};
