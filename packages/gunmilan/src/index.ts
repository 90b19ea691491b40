export { type Doshas, doshasOf } from './doshas';
export { houseFrom } from './houses';
export { bhakootKoota, GOOD_BHAKOOT_DISTANCES } from './kootas/bhakoot';
export { GANA_TABLE, GANAS, ganaKoota } from './kootas/gana';
export {
  grahaMaitriKoota,
  NATURAL_RELATIONS,
  PLANETS,
  pointsForRelations,
  type Relation,
  relation,
} from './kootas/graha-maitri';
export { nadiKoota } from './kootas/nadi';
export { BAD_TARA_REMAINDERS, starCount, taraKoota } from './kootas/tara';
export { VARNA_RANK, varnaKoota } from './kootas/varna';
export { VASHYA_GROUPS, VASHYA_TABLE, vashyaKoota } from './kootas/vashya';
export { YONI_TABLE, yoniKoota } from './kootas/yoni';
export {
  type ChartPoint,
  GRAHAS,
  type Graha,
  type Kundli,
  kundliFromBirth,
  type PlacedGraha,
  signOf,
} from './kundli';
export {
  hasStandingDosha,
  MANGLIK_CANCELLATIONS,
  MANGLIK_HOUSES,
  type Manglik,
  type ManglikCancellation,
  type ManglikPairing,
  type ManglikVerdict,
  mangalDoshOfVerdict,
  manglikOf,
  manglikPairing,
} from './manglik';
export {
  type BirthDetails,
  lahiriAyanamsa,
  localTimeToUtc,
  type MoonPosition,
  moonFromBirth,
  moonSiderealLongitude,
  moonTropicalLongitude,
  nakshatraFromBirth,
  positionFromLongitude,
} from './moon';
export {
  ALL_PADAS,
  assertMoonStar,
  type Gana,
  isMoonStar,
  type MoonStar,
  NAKSHATRA_SPAN,
  NAKSHATRAS,
  type Nadi,
  type Nakshatra,
  PADA_SPAN,
  type PadaFacts,
  type Planet,
  padaFacts,
  padaIndex,
  RASHIS,
  type Rashi,
  rashiOf,
  starOfPadaIndex,
  type Varna,
  type VashyaGroup,
  vashyaOf,
  YONIS,
  type Yoni,
} from './nakshatras';
export { NAME_SYLLABLES, type NameSyllable, nakshatraFromName, nameCandidates } from './name-syllables';
export { type GunMilanScore, KOOTA_MAXIMA, KOOTAS, type Koota, MAX_TOTAL, scoreMatch } from './score';
