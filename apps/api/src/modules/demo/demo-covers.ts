import sharp from 'sharp';
import type { CoverName } from './demo-posts';

/**
 * Cover pictures of the demo blog and ad, drawn as SVG and rasterised with sharp like the
 * portraits: no network, no bundled image files, no text (so no fonts are needed).
 */

const WIDTH = 1200;
const HEIGHT = 675;

const frame = (background: readonly [string, string], body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="160" fill="#ffffff" opacity="0.25"/>
  <circle cx="110" cy="620" r="130" fill="#ffffff" opacity="0.2"/>
  ${body}
</svg>`;

/** Grey bars standing for lines of text. */
const lines = (x: number, y: number, widths: number[], color = '#b8c6da', height = 16, gap = 30) =>
  widths
    .map(
      (w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="8" fill="${color}"/>`,
    )
    .join('');

const BIODATA = frame(
  ['#f6e4d4', '#e6c3b1'],
  `<g transform="rotate(-4 600 340)">
    <rect x="410" y="70" width="380" height="520" rx="18" fill="#fff" stroke="#d9c3b5" stroke-width="4"/>
    <rect x="410" y="70" width="380" height="70" rx="18" fill="#8c1c3a"/><rect x="410" y="110" width="380" height="30" fill="#8c1c3a"/>
    <circle cx="510" cy="230" r="62" fill="#fbe7e3"/><circle cx="510" cy="212" r="26" fill="#3a2a22"/>
    <path d="M466 276c10-28 26-38 44-38s34 10 44 38z" fill="#3a2a22"/>
    ${lines(600, 190, [150, 120, 136])}
    ${lines(450, 330, [300, 260, 290, 220, 280, 200, 250])}
  </g>
  <g transform="translate(860 380)">
    <rect x="0" y="0" width="150" height="190" rx="14" fill="#fff" stroke="#d9c3b5" stroke-width="4" transform="rotate(8)"/>
    <path d="M40 150 L150 20" stroke="#c98f16" stroke-width="14" stroke-linecap="round"/>
    <path d="M150 20 l14 -16" stroke="#23355e" stroke-width="10" stroke-linecap="round"/>
  </g>`,
);

const GUN_MILAN = frame(
  ['#e9e6f5', '#c9c3e6'],
  `<circle cx="600" cy="338" r="250" fill="#fff" opacity="0.9"/>
  <circle cx="600" cy="338" r="200" fill="none" stroke="#e3def3" stroke-width="34"/>
  <path d="M600 138 A200 200 0 1 1 420 424" fill="none" stroke="#1b2a4e" stroke-width="34" stroke-linecap="round"/>
  ${Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const x = 600 + Math.cos(angle) * 250;
    const y = 338 + Math.sin(angle) * 250;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="16" fill="${i % 2 ? '#c2185b' : '#f2b705'}"/>`;
  }).join('')}
  <circle cx="560" cy="338" r="70" fill="#f2b705" opacity="0.85"/>
  <circle cx="640" cy="338" r="70" fill="#c2185b" opacity="0.75"/>`,
);

const SAFETY = frame(
  ['#def0ee', '#b8d9d5'],
  `<rect x="150" y="470" width="900" height="24" rx="12" fill="#9cc7c1"/>
  <rect x="220" y="260" width="200" height="210" rx="10" fill="#ffffff" opacity="0.8"/>
  <rect x="245" y="290" width="60" height="70" fill="#8ecae6"/><rect x="335" y="290" width="60" height="70" fill="#8ecae6"/>
  <circle cx="520" cy="300" r="46" fill="#d49b73"/><path d="M474 292c0-34 20-52 46-52s46 18 46 52c-12-14-28-20-46-20s-34 6-46 20z" fill="#211813"/>
  <path d="M450 470c0-90 30-140 70-140s70 50 70 140z" fill="#12706f"/>
  <circle cx="700" cy="296" r="46" fill="#c78a61"/><path d="M654 300c-2-40 18-62 46-62s48 22 46 62c-6-22-22-36-46-36s-40 14-46 36z" fill="#1b1411"/>
  <path d="M630 470c0-90 30-140 70-140s70 50 70 140z" fill="#8c1c3a"/>
  <path d="M940 120l110 40v84c0 76-50 130-110 156-60-26-110-80-110-156v-84z" fill="#2e9e6b"/>
  <path d="M895 260l32 32 62-66" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
);

const SWEETS = frame(
  ['#f7efda', '#e7d3a6'],
  `<ellipse cx="600" cy="470" rx="380" ry="80" fill="#c98f16" opacity="0.35"/>
  <ellipse cx="600" cy="440" rx="360" ry="70" fill="#fff"/>
  ${[
    [430, 400, '#f2b705'],
    [530, 380, '#f7d774'],
    [640, 385, '#f2b705'],
    [750, 400, '#f7d774'],
    [480, 440, '#e8a33d'],
    [600, 445, '#f7d774'],
    [720, 440, '#e8a33d'],
  ]
    .map(
      ([x, y, color]) =>
        `<circle cx="${x}" cy="${y}" r="48" fill="${color}"/><circle cx="${x}" cy="${(y as number) - 14}" r="12" fill="#fff" opacity="0.5"/>`,
    )
    .join('')}
  <path d="M560 150c-30-40-90-20-80 30 8 40 80 70 80 70s72-30 80-70c10-50-50-70-80-30z" fill="#c2185b"/>`,
);

const COVERS: Record<CoverName, string> = {
  biodata: BIODATA,
  'gun-milan': GUN_MILAN,
  safety: SAFETY,
  sweets: SWEETS,
};

/** A cover as a JPEG (then stored like any upload: re-encoded, under a public key). */
export function renderCover(name: CoverName): Promise<Buffer> {
  return sharp(Buffer.from(COVERS[name])).jpeg({ quality: 90 }).toBuffer();
}
