import { describe, expect, it } from 'vitest';
import { acceptQuality, parseAccept } from './accept-header';
import { copyKeyOf, filesOfPhotoSize, hasFormatCopies, isFormatCopy } from './photo-copy-keys';
import { copiesToOffer } from './photo-negotiation';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const FIREFOX = 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const SAFARI_16 =
  'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const SAFARI_14 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('copiesToOffer', () => {
  it("offers what today's browsers send for an <img>: AVIF first, WebP next", () => {
    expect(copiesToOffer(CHROME)).toEqual(['avif', 'webp']);
    expect(copiesToOffer(FIREFOX)).toEqual(['avif', 'webp']);
    expect(copiesToOffer(SAFARI_16)).toEqual(['avif', 'webp']);
    expect(copiesToOffer(SAFARI_14)).toEqual(['webp']);
  });

  it('offers no copy to a client that names neither: no header, */*, image/*, only JPEG', () => {
    for (const accept of [undefined, '', '*/*', 'image/*', 'image/jpeg', 'image/png,image/*;q=0.8']) {
      expect(copiesToOffer(accept), String(accept)).toEqual([]);
    }
  });

  it('takes q=0 as a refusal, whatever else the header says', () => {
    expect(copiesToOffer('image/avif;q=0,image/webp')).toEqual(['webp']);
    expect(copiesToOffer('image/avif;q=0, image/webp;q=0, */*')).toEqual([]);
    expect(copiesToOffer('IMAGE/AVIF ; Q=0.000 ,image/webp')).toEqual(['webp']);
  });

  it("follows the client's weights, and keeps the JPEG when the client prefers it", () => {
    expect(copiesToOffer('image/webp;q=0.9,image/avif;q=0.5')).toEqual(['webp', 'avif']);
    expect(copiesToOffer('image/jpeg,image/webp;q=0.5')).toEqual([]);
    expect(copiesToOffer('image/jpeg;q=0.5,image/webp;q=0.6')).toEqual(['webp']);
    // JPEG refused outright: the copies are still offered, and the JPEG is the last resort.
    expect(copiesToOffer('image/jpeg;q=0,image/avif')).toEqual(['avif']);
  });

  it('leaves out ranges it cannot read rather than guessing', () => {
    expect(copiesToOffer('image/avif;q=2')).toEqual([]);
    expect(copiesToOffer('image/avif;q=abc,image/webp')).toEqual(['webp']);
    expect(copiesToOffer('image/avif/x, image/webp')).toEqual(['webp']);
    expect(copiesToOffer(',,;;garbage')).toEqual([]);
  });
});

describe('acceptQuality', () => {
  it('takes the weight of the most specific range that matches', () => {
    expect(acceptQuality('image/*;q=0.8,image/jpeg;q=0', 'image/jpeg')).toBe(0);
    expect(acceptQuality('image/*;q=0.8,*/*;q=0.1', 'image/jpeg')).toBe(0.8);
    expect(acceptQuality('text/html,*/*;q=0.1', 'image/jpeg')).toBe(0.1);
    expect(acceptQuality('text/html', 'image/jpeg')).toBe(0);
    expect(acceptQuality(undefined, 'image/jpeg')).toBe(1);
    expect(acceptQuality('*/*', 'image/avif', { exactOnly: true })).toBe(0);
  });

  it('reads parameters besides q, and spaces around them', () => {
    expect(parseAccept(' image/avif ; level=1 ; q=0.5 ')).toEqual([
      { type: 'image', subtype: 'avif', q: 0.5 },
    ]);
  });
});

describe('photo copy keys', () => {
  const jpeg = 'public/p/0f0e0d0c-0b0a-4a09-8807-060504030201/photos/abc-medium.jpg';

  it("derives each copy's key from its JPEG's, beside it", () => {
    expect(copyKeyOf(jpeg, 'avif')).toBe(jpeg.replace(/\.jpg$/, '.avif'));
    expect(filesOfPhotoSize(jpeg)).toEqual([
      jpeg,
      jpeg.replace('.jpg', '.avif'),
      jpeg.replace('.jpg', '.webp'),
    ]);
    expect(copyKeyOf('public/bench/female-0-blur.jpg', 'webp')).toBe('public/bench/female-0-blur.webp');
  });

  it('knows photo sizes from other files, and refuses to derive keys for the others', () => {
    expect(hasFormatCopies(jpeg)).toBe(true);
    for (const other of [
      'public/blog/cover.jpg',
      'public/p/x/video/v.mp4.poster.jpg',
      'public/p/x/photos/a-medium.png',
    ]) {
      expect(hasFormatCopies(other), other).toBe(false);
      expect(() => copyKeyOf(other, 'avif')).toThrow();
    }
    expect(isFormatCopy(copyKeyOf(jpeg, 'webp'))).toBe(true);
    expect(isFormatCopy(jpeg)).toBe(false);
  });
});
