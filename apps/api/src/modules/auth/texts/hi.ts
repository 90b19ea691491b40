import type { Translation } from '@jodi/i18n';
import type { authTextsEn } from './en';

export const authTextsHi: Translation<typeof authTextsEn> = {
  resetMail: {
    subject: 'अपना Jodi पासवर्ड बदलें',
    asked: 'आपके Jodi खाते का पासवर्ड बदलने का अनुरोध हमें मिला है।',
    openLink: 'नया पासवर्ड रखने के लिए यह लिंक एक घंटे के अंदर खोलें:',
    notYou: 'अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};
