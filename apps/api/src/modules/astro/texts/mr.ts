import type { Translation } from '@jodi/i18n';
import type { gunMilanTextsEn } from './en';

export const gunMilanTextsMr: Translation<typeof gunMilanTextsEn> = {
  /** Word for word the web's profileView.birthnameMissing (apps/web/src/i18n/mr/start.ts). */
  birthnameMissing: 'गुणमिलनाचे गुण पाहण्यासाठी तुमचे जन्मनाव भरा',
  unavailable: 'प्रोफाइलमध्ये पुरेशी माहिती नसल्यामुळे गुणमिलन उपलब्ध नाही.',
  reading: {
    grade:
      '{grade, select, excellent {उत्तम जुळणी} good {चांगली जुळणी} other {पारंपरिक किमान १८ गुणांपेक्षा कमी}}: {max, number} पैकी {total, number} गुण.',
    nadiDosha: 'नाडी दोष: दोघांची नाडी एकच आहे.',
    bhakootDosha: 'भकूट दोष: दोघांच्या राशी एकमेकांपासून {near, number}/{far, number} स्थानी आहेत.',
  },
  manglik: {
    signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तूळ', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
    /** "स्थानात" आधीचे रूप: सातव्या. */
    house:
      '{house, selectordinal, =1 {पहिल्या} =2 {दुसऱ्या} =3 {तिसऱ्या} =4 {चौथ्या} =5 {पाचव्या} =6 {सहाव्या} =7 {सातव्या} =8 {आठव्या} =9 {नवव्या} =10 {दहाव्या} =11 {अकराव्या} =12 {बाराव्या} other {#व्या}}',
    aspect: '{aspect, selectordinal, =5 {पंचम} =7 {सप्तम} =9 {नवम} other {#वी}}',
    none: 'मंगळ लग्नापासून {lagna}, चंद्रापासून {moon} आणि शुक्रापासून {venus} स्थानात आहे. यांपैकी एकही स्थान मंगळ दोषाचे (१, २, ४, ७, ८, १२) नाही, त्यामुळे पत्रिका मांगलिक नाही.',
    fromLagna:
      'लग्नापासून {lagna}{also, select, moon { आणि चंद्रापासून {moon}} venus { आणि शुक्रापासून {venus}} both {, चंद्रापासून {moon} आणि शुक्रापासून {venus}} other {}} स्थानात मंगळ आहे, त्यामुळे नेहमीच्या नियमानुसार हा मंगळ दोष आहे.',
    anshik:
      '{from, select, moon {चंद्रापासून {moon}} venus {शुक्रापासून {venus}} other {चंद्रापासून {moon} आणि शुक्रापासून {venus}}} स्थानात मंगळ आहे, मात्र लग्नापासून तो दोषाच्या स्थानात नाही, त्यामुळे हा अंशिक मंगळ दोष आहे.',
    cancelled: 'पण {count, plural, one {{first}} other {{first} आणि {second}}} हा दोष रद्द होतो.',
    reasons: {
      ownSign: 'मंगळ स्वराशीत ({sign}) असल्याने',
      exalted: 'मंगळ {sign} राशीत उच्चीचा असल्याने',
      jupiterWithMars: 'गुरू मंगळासोबत एकाच राशीत असल्याने',
      jupiterAspectsMars: '{sign} राशीतील गुरूची मंगळावर {aspect} दृष्टी असल्याने',
    },
    verdicts: {
      manglik: 'मांगलिक',
      anshik: 'अंशिक मांगलिक',
      cancelled: 'मांगलिक नाही (दोष रद्द)',
      none: 'मांगलिक नाही',
    },
    fromChart: 'जन्मकुंडलीवरून',
    match:
      '{pairing, select, neither {मंगळाच्या बाबतीत जुळते: {source, select, charts {दोघांच्या जन्मकुंडलींनुसार तुमच्यापैकी कोणालाही मंगळ दोष नाही.} other {तुमच्यापैकी कोणालाही मंगळ दोष नाही (दिलेल्या माहितीनुसार).}}} both {मंगळाच्या बाबतीत जुळते: {source, select, charts {दोघांच्या जन्मकुंडलींनुसार तुम्हा दोघांनाही मंगळ दोष आहे} other {तुम्हा दोघांनाही मंगळ दोष आहे (दिलेल्या माहितीनुसार)}}, आणि नेहमीच्या नियमानुसार दोघांनाही मंगळ असल्यास दोष रद्द होतो.} other {मंगळाच्या बाबतीत जुळत नाही: {source, select, charts {दोघांच्या जन्मकुंडलींनुसार तुमच्यापैकी एकाला मंगळ दोष आहे आणि दुसऱ्याला नाही.} other {तुमच्यापैकी एकाला मंगळ दोष आहे आणि दुसऱ्याला नाही (दिलेल्या माहितीनुसार).}}}}',
  },
};
