import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, MAX_INPUT_PIXELS, makeImageVariants } from './image-variants';

/** A 1600x2400 JPEG with camera details and GPS coordinates in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  const image = sharp({
    create: { width: 1600, height: 2400, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="180" fill="#224"/></svg>',
        ),
        top: 200,
        left: 200,
      },
    ])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    });
  return image.jpeg({ quality: 85 }).toBuffer();
}

describe('makeImageVariants', () => {
  it('re-encodes every size as JPEG, AVIF and WebP without EXIF, within its box', async () => {
    const input = await photoWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const result = await makeImageVariants(input);
    expect(result.width).toBe(1000);
    expect(result.height).toBe(1500);

    const boxes = { thumb: [200, 250], medium: [600, 750], large: [1200, 1500], blur: [200, 250] } as const;
    for (const name of ['thumb', 'medium', 'large', 'blur'] as const) {
      const sizes = new Set<string>();
      for (const [format, buffer] of Object.entries(result.variants[name])) {
        const meta = await sharp(buffer).metadata();
        // sharp names AVIF by its container, HEIF, with AV1 inside.
        expect(meta.format, `${name} ${format}`).toBe(format === 'avif' ? 'heif' : format);
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(buffer.includes(Buffer.from('PhoneMaker'))).toBe(false);
        const [maxW, maxH] = boxes[name];
        expect(meta.width).toBeLessThanOrEqual(maxW);
        expect(meta.height).toBeLessThanOrEqual(maxH);
        sizes.add(`${meta.width}x${meta.height}`);
      }
      expect(sizes.size, `${name}: every format the same size`).toBe(1);
    }
    const thumb = await sharp(result.variants.thumb.jpeg).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 250]);
  });

  it('turns the image upright per the EXIF orientation', async () => {
    // Orientation 6: stored landscape (2400 wide), displayed rotated 90 degrees (portrait).
    const stored = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#888' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await makeImageVariants(stored);
    expect(result.height).toBeGreaterThan(result.width);
    expect([result.width, result.height]).toEqual([1000, 1500]);
    const large = await sharp(result.variants.large.jpeg).metadata();
    expect(large.orientation).toBeUndefined();
  });

  it('does not enlarge a small image', async () => {
    const small = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#36c8' } })
      .png()
      .toBuffer();
    const result = await makeImageVariants(small);
    expect([result.width, result.height]).toEqual([300, 400]);
    const medium = await sharp(result.variants.medium.jpeg).metadata();
    expect([medium.width, medium.height]).toEqual([300, 400]);
  });

  it('rejects a buffer that is not an image', async () => {
    await expect(makeImageVariants(Buffer.from('%PDF-1.7 certainly not a photo'))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it('rejects a truncated JPEG', async () => {
    const whole = await photoWithGps();
    await expect(makeImageVariants(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it('rejects SVG, which is not a photo format', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(makeImageVariants(svg)).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it('rejects an image above the pixel limit without decoding it', async () => {
    // 8000 x 6000 = 48 megapixels of one colour: a tiny PNG that would decode to 144 MB.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(8000 * 6000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const error = await makeImageVariants(bomb).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as Error).message).toMatch(/too large/);
  });
});
