import { GRAHA_NAMES_IN, GRAHA_SHORT_NAMES_IN, type Translation } from '@jodi/i18n';
import type { kundli as source } from '../en/kundli';

export const kundli: Translation<typeof source> = {
  title: 'जन्मकुंडली',
  style: 'कुंडलीची पद्धत',
  north: 'उत्तर भारतीय',
  south: 'दक्षिण भारतीय',
  chartLabel: '{style} जन्मकुंडली: लग्न {sign} राशीत',
  centre: 'राशी कुंडली',
  listLabel: 'प्रत्येक स्थानातील ग्रह',
  house: 'स्थान {house} ({sign}): {grahas}',
  houseEmpty: 'स्थान {house} ({sign}): रिकामे',
  loading: 'जन्मकुंडली येत आहे',
  styleSaveFailed: 'कुंडलीची पद्धत जतन होऊ शकली नाही.',
  short: { ascendant: 'ल', ...GRAHA_SHORT_NAMES_IN.mr },
  names: { ascendant: 'लग्न', ...GRAHA_NAMES_IN.mr },
  signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तूळ', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  verdicts: {
    manglik: 'मांगलिक',
    anshik: 'अंशतः मांगलिक',
    cancelled: 'मांगलिक नाही (दोष रद्द)',
    none: 'मांगलिक नाही',
  },
  fromChart: 'जन्मकुंडलीवरून',
};
