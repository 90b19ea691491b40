// Draws the app icons of the web manifest from the logo (apps/web/public/favicon.svg) with sharp.
// Run after changing the logo: `npm run icons`; the PNGs are committed with the web app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public');
const logo = fs.readFileSync(path.join(root, 'favicon.svg'));
const out = path.join(root, 'icons');
fs.mkdirSync(out, { recursive: true });

const NAVY = { r: 20, g: 33, b: 61, alpha: 1 };

async function plain(size, name) {
  await sharp(logo, { density: 1024 }).resize(size, size).png().toFile(path.join(out, name));
}

/** Maskable icons keep the logo inside the central 80% safe zone, on the logo's own navy. */
async function maskable(size, name) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(logo, { density: 1024 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: NAVY } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(out, name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'maskable-512.png');
await maskable(180, 'apple-touch-icon.png');
console.info(`icons written to ${path.relative(process.cwd(), out)}`);
