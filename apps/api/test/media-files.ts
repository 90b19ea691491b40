import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A small JPEG of one colour (fast to make and to re-encode). */
export function jpeg(width = 120, height = 150, background = '#c86'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export function png(width = 90, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#36c8' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying camera details and GPS coordinates in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A pixel flood: a real, tiny PNG whose IHDR claims `width` x `height` (30000 x 30000 is
 * 900 megapixels, 2.7 GB decoded). The IHDR's CRC is fixed so readers accept the header.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const buf = Buffer.from(await png(8, 8));
  // Signature (8) | length (4) | "IHDR" (4) | width (4) | height (4) | ...13 data bytes | CRC (4)
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.writeUInt32BE(zlib.crc32(buf.subarray(12, 29)), 29);
  return buf;
}

/** A file that starts like an MP4 (an `ftyp` box) followed by `size` bytes of filler. */
export function fakeMp4(size = 200_000, brand = 'isom'): Buffer {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 31 + 7) % 251;
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1')]);
  ftyp.copy(body, 0);
  return body;
}

export function fakeWebm(size = 50_000): Buffer {
  const body = Buffer.alloc(size, 0x42);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(body, 0);
  return body;
}

/**
 * Every file under a folder (relative paths), for "nothing was stored" checks on local disk. The
 * app may delete what the scan is walking (a write's temporary file, a removed prefix's folder):
 * an entry gone mid-scan means the scan starts again, and a folder gone altogether holds nothing.
 */
export function filesUnder(dir: string): string[] {
  for (let attempt = 0; ; attempt++) {
    if (!fs.existsSync(dir)) return [];
    try {
      return fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw err;
    }
  }
}
