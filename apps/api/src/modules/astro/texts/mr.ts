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
};
