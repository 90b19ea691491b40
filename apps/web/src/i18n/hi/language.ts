import type { Translation } from '@jodi/i18n';
import type { language as source } from '../en/language';

export const language: Translation<typeof source> = {
  language: {
    label: 'भाषा',
    choose: 'अपनी भाषा चुनें',
    saveFailed: 'आपकी भाषा खाते में सहेजी नहीं जा सकी। इस डिवाइस पर यही भाषा दिखेगी।',
  },
};
