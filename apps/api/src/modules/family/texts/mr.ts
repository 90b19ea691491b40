import type { Translation } from '@jodi/i18n';
import type { familyTextsEn } from './en';

export const familyTextsMr: Translation<typeof familyTextsEn> = {
  inviteMail: {
    subject: '{name} यांना Jodi वर तुमची मदत हवी आहे',
    invited:
      '{name} यांनी तुम्हाला त्यांच्या Jodi प्रोफाइलसाठी घरच्यांपैकी एक ({relation}) म्हणून जोडले आहे. तुमच्या स्वतःच्या Jodi खात्यातून तुम्ही त्यांची स्थळे पाहू शकाल, त्यांच्यासाठी पसंती पाठवू शकाल आणि चॅट करू शकाल; समोरच्या घरच्यांना नेहमी दिसेल की ते तुम्ही पाठवले आहे.',
    openLink:
      'स्वीकारण्यासाठी ही लिंक ७ दिवसांच्या आत उघडा. तुमच्या स्वतःच्या खात्याने साइन इन करा, किंवा याच ई-मेल पत्त्याने नवीन खाते उघडा:',
    notYou: '{name} यांना तुम्ही ओळखत नसाल, तर या ई-मेलकडे दुर्लक्ष करा: काहीही बदलणार नाही.',
    someone: 'Jodi वरील एक सदस्य',
  },
  callNames: {
    Mother: 'आई',
    Father: 'बाबा',
    Brother: 'दादा',
    Sister: 'ताई',
    Uncle: 'काका',
    Aunt: 'काकू',
    Grandfather: 'आजोबा',
    Grandmother: 'आजी',
    Cousin: 'भावंड',
    Self: 'स्वतः',
    Friend: 'मित्र',
  },
};
