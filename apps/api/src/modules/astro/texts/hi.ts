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
};
