import type { Translation } from '@jodi/i18n';
import type { familyTextsEn } from './en';

export const familyTextsHi: Translation<typeof familyTextsEn> = {
  inviteMail: {
    subject: '{name} को Jodi पर आपकी मदद चाहिए',
    invited:
      '{name} ने आपको अपनी Jodi प्रोफ़ाइल में परिवार के सदस्य ({relation}) के रूप में जोड़ा है। अपने Jodi खाते से आप उनके रिश्ते देख सकेंगे, उनकी ओर से रुचि भेज सकेंगे और बात कर सकेंगे; सामने वाले परिवार को हमेशा दिखेगा कि यह आपने भेजा है।',
    openLink:
      'स्वीकार करने के लिए यह लिंक 7 दिनों के भीतर खोलें। अपने खाते से साइन इन करें, या इसी ई-मेल पते से नया खाता बनाएँ:',
    notYou: 'अगर आप {name} को नहीं जानते, तो इस ई-मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।',
    someone: 'Jodi के एक सदस्य',
  },
  callNames: {
    Mother: 'माँ',
    Father: 'पापा',
    Brother: 'भैया',
    Sister: 'दीदी',
    Uncle: 'चाचा',
    Aunt: 'चाची',
    Grandfather: 'दादाजी',
    Grandmother: 'दादी',
    Cousin: 'भाई-बहन',
    Self: 'स्वयं',
    Friend: 'दोस्त',
  },
};
