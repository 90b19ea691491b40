import type { Language } from './languages';

type Grahas = Record<
  'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu',
  string
>;

/** The nine grahas' short names as birth charts draw them, on screen and in the biodata PDF. */
export const GRAHA_SHORT_NAMES_IN: Record<Language, Grahas> = {
  en: {
    sun: 'Su',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
  },
  mr: {
    sun: 'सू',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
  },
  hi: {
    sun: 'सू',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
  },
};

/** The nine grahas' full names (a chart's key, and its words for screen readers). */
export const GRAHA_NAMES_IN: Record<Language, Grahas> = {
  en: {
    sun: 'Sun',
    moon: 'Moon',
    mars: 'Mars',
    mercury: 'Mercury',
    jupiter: 'Jupiter',
    venus: 'Venus',
    saturn: 'Saturn',
    rahu: 'Rahu',
    ketu: 'Ketu',
  },
  mr: {
    sun: 'सूर्य',
    moon: 'चंद्र',
    mars: 'मंगळ',
    mercury: 'बुध',
    jupiter: 'गुरू',
    venus: 'शुक्र',
    saturn: 'शनी',
    rahu: 'राहू',
    ketu: 'केतू',
  },
  hi: {
    sun: 'सूर्य',
    moon: 'चंद्र',
    mars: 'मंगल',
    mercury: 'बुध',
    jupiter: 'गुरु',
    venus: 'शुक्र',
    saturn: 'शनि',
    rahu: 'राहु',
    ketu: 'केतु',
  },
};
