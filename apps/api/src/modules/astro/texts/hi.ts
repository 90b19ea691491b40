import type { Translation } from '@jodi/i18n';
import type { gunMilanTextsEn } from './en';

export const gunMilanTextsHi: Translation<typeof gunMilanTextsEn> = {
  /** Word for word the web's profileView.birthnameMissing (apps/web/src/i18n/hi/start.ts). */
  birthnameMissing: 'गुण मिलान देखने के लिए अपना जन्म नाम जोड़ें',
  unavailable: 'प्रोफ़ाइल में पूरी जानकारी न होने से गुण मिलान उपलब्ध नहीं है।',
  reading: {
    grade:
      '{grade, select, excellent {बहुत अच्छा मिलान} good {अच्छा मिलान} other {पारंपरिक न्यूनतम 18 गुणों से कम}}: {max, number} में से {total, number} गुण।',
    nadiDosha: 'नाड़ी दोष: दोनों की नाड़ी एक ही है।',
    bhakootDosha: 'भकूट दोष: दोनों की राशियाँ एक-दूसरे से {near, number}/{far, number} स्थान पर हैं।',
  },
  manglik: {
    signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
    /** "भाव में" से पहले का रूप: सातवें. */
    house:
      '{house, selectordinal, =1 {पहले} =2 {दूसरे} =3 {तीसरे} =4 {चौथे} =5 {पाँचवें} =6 {छठे} =7 {सातवें} =8 {आठवें} =9 {नौवें} =10 {दसवें} =11 {ग्यारहवें} =12 {बारहवें} other {#वें}}',
    aspect: '{aspect, selectordinal, =5 {पंचम} =7 {सप्तम} =9 {नवम} other {#वीं}}',
    none: 'मंगल लग्न से {lagna}, चंद्र से {moon} और शुक्र से {venus} भाव में है। इनमें से कोई भी मंगल दोष का भाव (1, 2, 4, 7, 8, 12) नहीं है, इसलिए कुंडली मांगलिक नहीं है।',
    fromLagna:
      'लग्न से {lagna}{also, select, moon { और चंद्र से {moon}} venus { और शुक्र से {venus}} both {, चंद्र से {moon} और शुक्र से {venus}} other {}} भाव में मंगल है, इसलिए सामान्य नियम के अनुसार यह मंगल दोष है।',
    anshik:
      '{from, select, moon {चंद्र से {moon}} venus {शुक्र से {venus}} other {चंद्र से {moon} और शुक्र से {venus}}} भाव में मंगल है, पर लग्न से वह दोष वाले भाव में नहीं है, इसलिए यह आंशिक मंगल दोष है।',
    cancelled: 'लेकिन {count, plural, one {{first}} other {{first} और {second}}} यह दोष भंग हो जाता है।',
    reasons: {
      ownSign: 'मंगल के स्वराशि ({sign}) में होने से',
      exalted: 'मंगल के अपनी उच्च राशि {sign} में होने से',
      jupiterWithMars: 'गुरु के मंगल के साथ एक ही राशि में होने से',
      jupiterAspectsMars: '{sign} राशि में बैठे गुरु की मंगल पर {aspect} दृष्टि होने से',
    },
    verdicts: {
      manglik: 'मांगलिक',
      anshik: 'आंशिक मांगलिक',
      cancelled: 'मांगलिक नहीं (दोष भंग)',
      none: 'मांगलिक नहीं',
    },
    fromChart: 'जन्म कुंडली से',
    match:
      '{pairing, select, neither {मांगलिक स्थिति मेल खाती है: {source, select, charts {दोनों की जन्म कुंडली के अनुसार आप में से किसी को भी मंगल दोष नहीं है।} other {आप में से किसी को भी मंगल दोष नहीं है (दी गई जानकारी के अनुसार)।}}} both {मांगलिक स्थिति मेल खाती है: {source, select, charts {दोनों की जन्म कुंडली के अनुसार आप दोनों को मंगल दोष है} other {आप दोनों को मंगल दोष है (दी गई जानकारी के अनुसार)}}, और सामान्य नियम के अनुसार दोनों के मांगलिक होने पर दोष आपस में कट जाता है।} other {मांगलिक स्थिति मेल नहीं खाती: {source, select, charts {दोनों की जन्म कुंडली के अनुसार आप में से एक को मंगल दोष है और दूसरे को नहीं।} other {आप में से एक को मंगल दोष है और दूसरे को नहीं (दी गई जानकारी के अनुसार)।}}}}',
  },
};
