import { GRAHA_NAMES_IN, GRAHA_SHORT_NAMES_IN, type Translation } from '@jodi/i18n';
import type { kundli as source } from '../en/kundli';

export const kundli: Translation<typeof source> = {
  title: 'जन्म कुंडली',
  style: 'कुंडली की शैली',
  north: 'उत्तर भारतीय',
  south: 'दक्षिण भारतीय',
  chartLabel: '{style} जन्म कुंडली: लग्न {sign} राशि में',
  centre: 'राशि कुंडली',
  listLabel: 'हर भाव में ग्रह',
  house: 'भाव {house} ({sign}): {grahas}',
  houseEmpty: 'भाव {house} ({sign}): खाली',
  loading: 'जन्म कुंडली आ रही है',
  styleSaveFailed: 'कुंडली की शैली सहेजी नहीं जा सकी।',
  short: { ascendant: 'ल', ...GRAHA_SHORT_NAMES_IN.hi },
  names: { ascendant: 'लग्न', ...GRAHA_NAMES_IN.hi },
  signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  verdicts: {
    manglik: 'मांगलिक',
    anshik: 'आंशिक मांगलिक',
    cancelled: 'मांगलिक नहीं (दोष भंग)',
    none: 'मांगलिक नहीं',
  },
  fromChart: 'जन्म कुंडली से',
};
