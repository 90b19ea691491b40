import type { Translation } from '@jodi/i18n';
import type { language as source } from '../en/language';

export const language: Translation<typeof source> = {
  language: {
    label: 'भाषा',
    choose: 'तुमची भाषा निवडा',
    saveFailed: 'तुमची भाषा खात्यात जतन होऊ शकली नाही. या फोनवर/संगणकावर ती वापरली जाईल.',
  },
};
