import sharp from 'sharp';

/** A real JPEG to upload: a soft two-colour portrait-shaped gradient with a label. */
export async function makeJpeg(label: string, hue = 210): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,85%)"/><stop offset="1" stop-color="hsl(${hue},50%,55%)"/>
    </linearGradient></defs>
    <rect width="600" height="750" fill="url(#g)"/>
    <circle cx="300" cy="300" r="120" fill="hsl(${hue},30%,35%)"/>
    <rect x="150" y="440" width="300" height="310" rx="140" fill="hsl(${hue},30%,35%)"/>
    <text x="300" y="720" font-size="40" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A JPEG carrying GPS EXIF, as a phone camera writes it. */
export async function makeJpegWithGps(label: string): Promise<Buffer> {
  return sharp(await makeJpeg(label, 30))
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}
