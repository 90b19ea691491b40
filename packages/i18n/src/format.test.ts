import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatHeight, formatNumber, formatRupees, formatTime } from './format';
import { acceptedLanguages, pickLanguage } from './languages';

describe('Indian formats', () => {
  it('groups numbers and rupees in lakhs', () => {
    expect(formatNumber('en', 100000)).toBe('1,00,000');
    expect(formatRupees('en', 4999)).toBe('₹4,999');
    expect(formatRupees('hi', 100000)).toBe('₹1,00,000');
    expect(formatRupees('mr', 4999)).toBe('₹४,९९९');
    expect(formatRupees('mr', 100000)).toBe('₹१,००,०००');
    expect(formatNumber('mr', 12345678)).toBe('१,२३,४५,६७८');
  });

  it('writes dates as day, month and year in each language', () => {
    expect(formatDate('en', '2004-06-10')).toBe('10 June 2004');
    expect(formatDate('mr', '2004-06-10')).toBe('१० जून २००४');
    expect(formatDate('hi', '2004-06-10')).toBe('10 जून 2004');
  });

  it('gives heights in feet and inches with the centimetres', () => {
    expect(formatHeight('en', 168)).toBe('5′ 6″ (168 cm)');
    expect(formatHeight('mr', 168)).toBe('५′ ६″ (१६८ सेंमी)');
    // One spelling of centimetres in Hindi, as the web's texts write it (not CLDR's सें॰मी॰).
    expect(formatHeight('hi', 168)).toBe('5′ 6″ (168 सेमी)');
  });

  it('writes a birth time as typed, in Devanagari digits in Marathi', () => {
    expect(formatClock('mr', '14:30')).toBe('१४:३०');
    expect(formatClock('hi', '14:30')).toBe('14:30');
    expect(formatClock('en', '06:05')).toBe('06:05');
  });
});

describe('formatTime', () => {
  it('names the part of the day in Marathi and Hindi', () => {
    const evening = new Date('2026-11-27T13:10:00Z');
    expect(formatTime('en', evening, 'Asia/Kolkata')).toBe('6:40 pm');
    expect(formatTime('mr', evening, 'Asia/Kolkata')).toBe('संध्याकाळ ६:४०');
    expect(formatTime('hi', evening, 'Asia/Kolkata')).toBe('शाम 6:40');
  });
});

describe('pickLanguage', () => {
  it('takes the first language Jodi speaks, by primary tag', () => {
    expect(pickLanguage(['de-DE', 'mr-IN', 'en'])).toBe('mr');
    expect(pickLanguage(acceptedLanguages('en;q=0.5, hi-IN;q=0.9'))).toBe('hi');
    expect(pickLanguage(['fr'])).toBe('en');
  });
});
