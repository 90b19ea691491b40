import sharp from 'sharp';
import type { Rng } from './prng';

/**
 * Illustrated head-and-shoulders portraits for the demo community, drawn as SVG and rasterised
 * with sharp: no network, no bundled image files. Flat shapes with soft gradients; everything
 * that varies (skin, hair, outfit, background, accessories) comes from the seeded random source.
 */

export const PORTRAIT_WIDTH = 800;
export const PORTRAIT_HEIGHT = 1000;

type FemaleHair = 'open' | 'bun' | 'braid' | 'ponytail' | 'shoulder';
type MaleHair = 'side_part' | 'crew' | 'quiff' | 'wavy';
type FemaleOutfit = 'kurti' | 'saree' | 'top';
type MaleOutfit = 'shirt' | 'kurta' | 'blazer' | 'polo';

export interface PortraitSpec {
  gender: 'male' | 'female';
  skin: string;
  hairColor: string;
  hair: FemaleHair | MaleHair;
  /** Half width of the face in px and how narrow the jaw is (0.55 narrow .. 0.75 broad). */
  faceHalfWidth: number;
  jaw: number;
  eyeGap: number;
  smile: number;
  background: readonly [string, string];
  outfit: FemaleOutfit | MaleOutfit;
  clothing: string;
  accent: string;
  bindi: string | null;
  earrings: 'stud' | 'jhumka' | null;
  necklace: boolean;
  glasses: string | null;
  moustache: boolean;
  beard: 'none' | 'stubble' | 'full';
  gajra: boolean;
  partLeft: boolean;
}

/** Weighted toward the middle of the range by repeating entries. */
const SKIN_TONES = [
  '#f2cfb1',
  '#eec6a6',
  '#eabf9c',
  '#e5b592',
  '#e0ad87',
  '#e0ad87',
  '#d9a47d',
  '#d49b73',
  '#d49b73',
  '#c78a61',
  '#c78a61',
  '#b77a52',
  '#a56b46',
];
const HAIR_COLORS = ['#1b1411', '#211813', '#2a1e17', '#33241b', '#161112'];
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#f6e4d4', '#e6c3b1'],
  ['#e2ebf4', '#c2d4e8'],
  ['#e6efe1', '#c6d9bf'],
  ['#f1e6f0', '#d9c3da'],
  ['#f7efda', '#e7d3a6'],
  ['#def0ee', '#b8d9d5'],
  ['#efe8e2', '#d5c7bb'],
  ['#fbe7e3', '#efc6bf'],
  ['#e9e6f5', '#c9c3e6'],
];
const FEMALE_CLOTHES = [
  '#8c1c3a',
  '#12706f',
  '#c98f16',
  '#2748a0',
  '#1f7a4d',
  '#a8286a',
  '#d9785a',
  '#7a5fae',
  '#23355e',
  '#c8474a',
  '#e9dfcb',
  '#5e2a4f',
];
const MALE_CLOTHES = [
  '#f3f2ee',
  '#a9c4e2',
  '#243b63',
  '#5a6a3c',
  '#7a2734',
  '#6b7280',
  '#d6c4a1',
  '#1e6f73',
  '#3d4f7a',
  '#e7d9c4',
];
const BLAZERS = ['#243b63', '#2f3338', '#4b5563', '#4f5d36', '#5e4632', '#3d4f7a', '#6b2430'];
const BLAZER_SHIRTS = ['#f4f4f1', '#dde9f6', '#f3ece0'];
const ACCENTS = ['#d9ab45', '#e8c66b', '#f1e3c0', '#c9974a'];
const BINDIS = ['#b3122e', '#8e1230', '#c2185b'];
const FRAMES = ['#2a2523', '#5b3a26', '#6b6f76', '#1f2a44'];

/** A random look; pass `same` to draw the same person again in another outfit and setting. */
export function portraitSpec(rng: Rng, gender: 'male' | 'female', same?: PortraitSpec): PortraitSpec {
  const female = gender === 'female';
  const base: PortraitSpec = same ?? {
    gender,
    skin: rng.pick(SKIN_TONES),
    hairColor: rng.pick(HAIR_COLORS),
    hair: female
      ? rng.pick<FemaleHair>(['open', 'open', 'bun', 'braid', 'ponytail', 'shoulder'])
      : rng.pick<MaleHair>(['side_part', 'side_part', 'crew', 'quiff', 'wavy']),
    faceHalfWidth: female ? rng.int(112, 124) : rng.int(120, 134),
    jaw: female ? rng.float(0.5, 0.6) : rng.float(0.6, 0.72),
    eyeGap: rng.int(48, 56),
    smile: rng.float(0.2, 1),
    background: rng.pick(BACKGROUNDS),
    outfit: 'kurti',
    clothing: '#000',
    accent: rng.pick(ACCENTS),
    bindi: female && rng.chance(0.5) ? rng.pick(BINDIS) : null,
    earrings: null,
    necklace: false,
    glasses: rng.chance(female ? 0.15 : 0.25) ? rng.pick(FRAMES) : null,
    moustache: !female && rng.chance(0.45),
    beard: female ? 'none' : rng.pick(['none', 'none', 'stubble', 'full'] as const),
    gajra: false,
    partLeft: rng.chance(0.5),
  };
  const look: PortraitSpec = { ...base };
  if (same) {
    look.background = rng.pick(BACKGROUNDS.filter((b) => b !== same.background));
    look.smile = rng.float(0.3, 1);
    if (female && rng.chance(0.5)) look.hair = rng.pick<FemaleHair>(['open', 'bun', 'braid', 'ponytail']);
  }
  if (female) {
    const outfits: FemaleOutfit[] = ['kurti', 'kurti', 'saree', 'saree', 'top'];
    look.outfit = rng.pick(same ? outfits.filter((o) => o !== same.outfit) : outfits);
    look.clothing = rng.pick(same ? FEMALE_CLOTHES.filter((c) => c !== same.clothing) : FEMALE_CLOTHES);
    const earsShow = look.hair !== 'open' && look.hair !== 'shoulder';
    look.earrings = earsShow ? rng.pick(['stud', 'jhumka', 'jhumka'] as const) : null;
    look.necklace = look.outfit !== 'top' && rng.chance(0.5);
    look.gajra = look.outfit === 'saree' && (look.hair === 'bun' || look.hair === 'braid') && rng.chance(0.7);
    if (look.outfit === 'saree' && !look.bindi && rng.chance(0.6)) look.bindi = rng.pick(BINDIS);
  } else {
    const outfits: MaleOutfit[] = ['shirt', 'shirt', 'kurta', 'blazer', 'polo'];
    look.outfit = rng.pick(same ? outfits.filter((o) => o !== same.outfit) : outfits);
    const palette = look.outfit === 'blazer' ? BLAZERS : MALE_CLOTHES;
    look.clothing = rng.pick(same ? palette.filter((c) => c !== same.clothing) : palette);
  }
  return look;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a toward b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

const darken = (hex: string, t: number) => mix(hex, '#1a0f0a', t);
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Drawing

interface Geometry {
  cx: number;
  top: number;
  chin: number;
  hw: number;
  eyeY: number;
  browY: number;
  noseY: number;
  mouthY: number;
  earY: number;
}

function facePath(g: Geometry, jaw: number): string {
  const { cx, top, chin, hw } = g;
  const cheekY = top + (chin - top) * 0.48;
  const jawX = hw * jaw;
  return [
    `M ${f(cx)} ${f(top)}`,
    `C ${f(cx + hw * 0.78)} ${f(top)} ${f(cx + hw)} ${f(top + 60)} ${f(cx + hw)} ${f(cheekY)}`,
    `C ${f(cx + hw)} ${f(cheekY + 70)} ${f(cx + jawX + 30)} ${f(chin - 55)} ${f(cx + jawX * 0.55)} ${f(chin - 14)}`,
    `Q ${f(cx)} ${f(chin + 6)} ${f(cx - jawX * 0.55)} ${f(chin - 14)}`,
    `C ${f(cx - jawX - 30)} ${f(chin - 55)} ${f(cx - hw)} ${f(cheekY + 70)} ${f(cx - hw)} ${f(cheekY)}`,
    `C ${f(cx - hw)} ${f(top + 60)} ${f(cx - hw * 0.78)} ${f(top)} ${f(cx)} ${f(top)} Z`,
  ].join(' ');
}

/** The torso outline with its neckline; `depth` is how far the neckline dips below the neck. */
function torsoPath(male: boolean, neckline: 'round' | 'v' | 'high', depth: number): string {
  const neckY = 712;
  const neckL = male ? 340 : 350;
  const neckR = 800 - neckL;
  // Shoulder point (x, y), then the arm's edge at the bottom of the picture.
  const [sx, sy] = male ? [112, 800] : [150, 812];
  const armX = male ? 40 : 86;
  let neck: string;
  if (neckline === 'v') neck = `L 400 ${neckY + depth} L ${neckR} ${neckY}`;
  else if (neckline === 'high') neck = `Q 400 ${neckY + 24} ${neckR} ${neckY}`;
  else neck = `C ${neckL + 8} ${neckY + depth} ${neckR - 8} ${neckY + depth} ${neckR} ${neckY}`;
  return [
    `M ${armX} 1000`,
    `C ${armX + 2} 900 ${sx - 60} ${sy + 20} ${sx} ${sy}`,
    `C ${sx + 70} ${sy - 26} ${neckL - 70} ${neckY + 34} ${neckL - 8} ${neckY + 16}`,
    `Q ${neckL - 2} ${neckY + 10} ${neckL} ${neckY}`,
    neck,
    `Q ${neckR + 2} ${neckY + 10} ${neckR + 8} ${neckY + 16}`,
    `C ${neckR + 70} ${neckY + 34} ${800 - sx - 70} ${sy - 26} ${800 - sx} ${sy}`,
    `C ${800 - sx + 60} ${sy + 20} ${800 - armX - 2} 900 ${800 - armX} 1000 Z`,
  ].join(' ');
}

function backgroundSvg(spec: PortraitSpec, rng: Rng): string {
  const [a, b] = spec.background;
  const glowX = rng.int(300, 500);
  const leaf = darken(b, 0.08);
  const shapes: string[] = [];
  // Soft out-of-focus shapes suggesting a room or a garden behind the sitter.
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = rng.pick([rng.int(40, 200), rng.int(600, 760)]);
    const y = rng.int(80, 560);
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${rng.int(50, 120)}" fill="${rng.chance(0.5) ? lighten(a, 0.5) : leaf}" opacity="${f(rng.float(0.25, 0.5))}"/>`,
    );
  }
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="${lighten(a, 0.2)}"/>
      <stop offset="1" stop-color="${b}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  ${shapes.join('\n  ')}
  <circle cx="${glowX}" cy="400" r="420" fill="url(#glow)"/>`;
}

function neckSvg(g: Geometry, skin: string, male: boolean): string {
  const w = male ? 56 : 46;
  const shade = darken(skin, 0.22);
  return `
  <defs>
    <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade}"/>
      <stop offset="0.45" stop-color="${darken(skin, 0.06)}"/>
      <stop offset="1" stop-color="${skin}"/>
    </linearGradient>
  </defs>
  <path d="M ${g.cx - w} ${g.chin - 80} L ${g.cx + w} ${g.chin - 80} L ${g.cx + w + 6} 716 C ${g.cx + w + 8} 800 ${g.cx + 40} 850 ${g.cx} 850 C ${g.cx - 40} 850 ${g.cx - w - 8} 800 ${g.cx - w - 6} 716 Z" fill="url(#neck)"/>`;
}

function femaleOutfitSvg(spec: PortraitSpec): string {
  const c = spec.clothing;
  const trim = spec.accent;
  const shadow = darken(c, 0.18);
  if (spec.outfit === 'saree') {
    // Blouse, with the pallu over the left shoulder falling across the chest; gold border.
    const pallu = luminance(c) > 0.75 ? c : lighten(c, 0.08);
    const blouse = luminance(c) > 0.75 ? '#8c1c3a' : darken(c, 0.25);
    return `
  <path d="${torsoPath(false, 'round', 70)}" fill="${blouse}"/>
  <path d="M 452 706 C 500 720 560 740 600 770 C 680 820 715 900 725 1000 L 300 1000 C 360 900 420 800 452 706 Z" fill="${pallu}"/>
  <path d="M 452 706 C 420 800 360 900 300 1000" fill="none" stroke="${trim}" stroke-width="16"/>
  <path d="M 466 716 C 436 808 380 906 326 1000" fill="none" stroke="${trim}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>
  <path d="M 520 740 C 540 820 560 900 570 1000 M 600 790 C 620 860 640 930 650 1000" fill="none" stroke="${shadow}" stroke-width="4" opacity="0.35"/>`;
  }
  if (spec.outfit === 'top') {
    return `
  <path d="${torsoPath(false, 'round', 46)}" fill="${c}"/>
  <path d="M 170 1000 C 180 920 200 860 230 820 M 630 1000 C 620 920 600 860 570 820" fill="none" stroke="${shadow}" stroke-width="5" opacity="0.35"/>`;
  }
  // Kurti with embroidered neckline and a dupatta over one shoulder.
  const dupatta = lighten(spec.accent, 0.25);
  return `
  <path d="${torsoPath(false, 'v', 95)}" fill="${c}"/>
  <path d="M 346 708 L 400 803 L 454 708" fill="none" stroke="${trim}" stroke-width="7" stroke-linejoin="round"/>
  <path d="M 336 716 L 400 826 L 464 716" fill="none" stroke="${trim}" stroke-width="3" stroke-dasharray="3 8" stroke-linecap="round"/>
  <path d="M 400 826 L 400 1000" stroke="${trim}" stroke-width="3" stroke-dasharray="3 8" stroke-linecap="round"/>
  <path d="M 262 754 C 220 770 150 800 120 860 C 100 910 90 960 86 1000 L 200 1000 C 210 920 240 840 300 742 Z" fill="${dupatta}" opacity="0.92"/>
  <path d="M 300 742 C 240 840 210 920 200 1000" fill="none" stroke="${darken(dupatta, 0.15)}" stroke-width="4" opacity="0.6"/>`;
}

function maleOutfitSvg(spec: PortraitSpec): string {
  const c = spec.clothing;
  const shadow = darken(c, 0.2);
  const button = luminance(c) > 0.6 ? '#9a8f80' : lighten(c, 0.45);
  if (spec.outfit === 'kurta') {
    return `
  <path d="${torsoPath(true, 'high', 0)}" fill="${c}"/>
  <path d="M 340 712 Q 400 736 460 712 L 458 688 Q 400 712 342 688 Z" fill="${shadow}"/>
  <rect x="388" y="722" width="24" height="190" rx="4" fill="${shadow}" opacity="0.55"/>
  <circle cx="400" cy="752" r="5" fill="${spec.accent}"/><circle cx="400" cy="800" r="5" fill="${spec.accent}"/><circle cx="400" cy="848" r="5" fill="${spec.accent}"/>`;
  }
  if (spec.outfit === 'polo') {
    return `
  <path d="${torsoPath(true, 'v', 70)}" fill="${c}"/>
  <path d="M 340 706 L 318 760 L 392 776 Z M 460 706 L 482 760 L 408 776 Z" fill="${lighten(c, 0.12)}" stroke="${shadow}" stroke-width="3" stroke-linejoin="round"/>
  <circle cx="400" cy="800" r="4.5" fill="${button}"/>
  <path d="M 70 1000 C 80 920 110 860 150 830 M 730 1000 C 720 920 690 860 650 830" fill="none" stroke="${shadow}" stroke-width="5" opacity="0.3"/>`;
  }
  const shirt = spec.outfit === 'blazer' ? BLAZER_SHIRTS[parseHex(c)[2] % BLAZER_SHIRTS.length]! : c;
  const shirtShadow = darken(shirt, 0.18);
  const collar = `
  <path d="M 342 700 L 398 782 L 352 806 L 318 736 Z" fill="${lighten(shirt, 0.1)}" stroke="${shirtShadow}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M 458 700 L 402 782 L 448 806 L 482 736 Z" fill="${lighten(shirt, 0.1)}" stroke="${shirtShadow}" stroke-width="3" stroke-linejoin="round"/>`;
  if (spec.outfit === 'blazer') {
    const jacket = c;
    const lapel = darken(jacket, 0.16);
    const edge = darken(jacket, 0.35);
    return `
  <path d="${torsoPath(true, 'v', 72)}" fill="${jacket}"/>
  <path d="M 340 712 L 400 784 L 460 712 L 436 900 L 400 960 L 364 900 Z" fill="${shirt}"/>
  <line x1="400" y1="790" x2="400" y2="960" stroke="${shirtShadow}" stroke-width="3"/>
  ${collar}
  <path d="M 340 712 L 312 790 L 346 806 L 398 962 L 362 900 Z" fill="${lapel}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M 460 712 L 488 790 L 454 806 L 402 962 L 438 900 Z" fill="${lapel}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M 400 962 L 400 1000" stroke="${edge}" stroke-width="3"/>
  <path d="M 530 890 L 600 884" stroke="${edge}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `
  <path d="${torsoPath(true, 'v', 78)}" fill="${shirt}"/>
  <path d="M 400 786 L 400 1000" stroke="${shirtShadow}" stroke-width="3"/>
  <circle cx="410" cy="850" r="5" fill="${button}"/><circle cx="410" cy="930" r="5" fill="${button}"/>
  <path d="M 500 870 L 580 866 L 582 930 L 502 934 Z" fill="none" stroke="${shirtShadow}" stroke-width="3" opacity="0.7"/>
  ${collar}`;
}

/** Hair drawn behind the head and shoulders (long hair, buns). */
function backHairSvg(spec: PortraitSpec, g: Geometry): string {
  const { cx, hw } = g;
  const h = spec.hairColor;
  switch (spec.hair) {
    case 'open':
      return `<path d="M ${cx - hw - 38} 360 C ${cx - hw - 40} 170 ${cx + hw + 40} 170 ${cx + hw + 38} 360 C ${cx + hw + 52} 520 ${cx + hw + 70} 700 ${cx + hw + 90} 860 C ${cx + 60} 900 ${cx - 60} 900 ${cx - hw - 90} 860 C ${cx - hw - 70} 700 ${cx - hw - 52} 520 ${cx - hw - 38} 360 Z" fill="${h}"/>`;
    case 'shoulder':
      return `<path d="M ${cx - hw - 34} 360 C ${cx - hw - 36} 170 ${cx + hw + 36} 170 ${cx + hw + 34} 360 C ${cx + hw + 44} 500 ${cx + hw + 52} 620 ${cx + hw + 40} 700 C ${cx + 60} 720 ${cx - 60} 720 ${cx - hw - 40} 700 C ${cx - hw - 52} 620 ${cx - hw - 44} 500 ${cx - hw - 34} 360 Z" fill="${h}"/>`;
    case 'bun':
      return `<ellipse cx="${cx}" cy="${g.top - 58}" rx="${hw * 0.62}" ry="52" fill="${h}"/>
  ${spec.gajra ? gajraArc(cx, g.top - 58, hw * 0.62, 52) : ''}`;
    case 'ponytail':
      return `<path d="M ${cx + hw * 0.5} ${g.top - 30} C ${cx + hw + 74} ${g.top - 20} ${cx + hw + 74} ${g.top + 170} ${cx + hw + 52} ${g.top + 310} Q ${cx + hw + 34} ${g.top + 350} ${cx + hw + 22} ${g.top + 300} C ${cx + hw + 16} ${g.top + 220} ${cx + hw + 10} ${g.top + 120} ${cx + hw * 0.5} ${g.top + 10} Z" fill="${h}"/>`;
    default:
      return '';
  }
}

function gajraArc(cx: number, cy: number, rx: number, ry: number): string {
  const flowers: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const angle = Math.PI * (0.1 + (0.8 * i) / 10);
    const x = cx - Math.cos(angle) * (rx + 4);
    const y = cy + Math.sin(angle) * (ry * 0.55) + 6;
    flowers.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="#fbfaf2" stroke="#e6e2cf" stroke-width="2"/>`,
    );
  }
  return flowers.join('');
}

/** Hair over the head, framing the face. */
function frontHairSvg(spec: PortraitSpec, g: Geometry, capOnly = false): string {
  const { cx, top, hw } = g;
  const h = spec.hairColor;
  const sheen = lighten(h, 0.14);
  const dir = spec.partLeft ? -1 : 1;
  const crown = top - 62;
  if (spec.gender === 'female') {
    const sidesDown = spec.hair === 'open' || spec.hair === 'shoulder';
    const sideY = sidesDown ? g.mouthY + 10 : g.eyeY - 10;
    const outer = sidesDown ? 36 : 14;
    const partX = cx + dir * 26;
    // Outer silhouette over the crown, then the hairline back across the forehead.
    const outline = `M ${cx - hw - outer} ${sideY} C ${cx - hw - outer - 8} ${top - 10} ${cx - hw + 10} ${crown} ${cx} ${crown}
    C ${cx + hw - 10} ${crown} ${cx + hw + outer + 8} ${top - 10} ${cx + hw + outer} ${sideY}`;
    if (capOnly) return `<path d="${outline} Z" fill="${h}"/>`;
    return `
  <path d="${outline}
    Q ${cx + hw + outer / 2} ${sideY + 18} ${cx + hw - 4} ${sideY - 4} C ${cx + hw + 2} ${top + 110} ${cx + hw - 20} ${top + 40} ${partX + 20} ${top + 22}
    Q ${partX} ${top + 8} ${partX - 20} ${top + 22}
    C ${cx - hw + 20} ${top + 40} ${cx - hw - 2} ${top + 110} ${cx - hw + 4} ${sideY - 4} Q ${cx - hw - outer / 2} ${sideY + 18} ${cx - hw - outer} ${sideY} Z" fill="${h}"/>
  <path d="M ${partX} ${top + 14} C ${partX - dir * 4} ${top - 20} ${partX - dir * 10} ${crown + 20} ${partX - dir * 18} ${crown + 6}" fill="none" stroke="${darken(h, 0.4)}" stroke-width="3" opacity="0.7"/>
  <path d="M ${cx - dir * 70} ${crown + 26} C ${cx - dir * 100} ${crown + 40} ${cx - dir * (hw - 6)} ${top + 6} ${cx - dir * (hw - 2)} ${top + 60}" fill="none" stroke="${sheen}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`;
  }
  // Short hair: crown volume, tapered sideburns, a hairline swept to one side.
  const hairline = top + 36;
  const volume = spec.hair === 'quiff' ? 34 : spec.hair === 'crew' ? -6 : spec.hair === 'wavy' ? 20 : 14;
  const burn = g.eyeY - 26;
  const high = hairline - 14; // the parting side sits higher
  const low = hairline + 8;
  const [leftY, rightY] = dir < 0 ? [high, low] : [low, high];
  const partX = cx + dir * 56;
  const wavy =
    spec.hair === 'wavy'
      ? `<path d="M ${cx - 90} ${crown + 14} q 22 -16 44 0 t 44 0 t 44 0 t 44 0" fill="none" stroke="${sheen}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`
      : '';
  const part =
    spec.hair === 'side_part'
      ? `<path d="M ${partX} ${(dir < 0 ? leftY : rightY) - 4} C ${partX - dir * 2} ${crown + 40} ${partX - dir * 8} ${crown + 8} ${partX - dir * 16} ${crown - volume + 6}" fill="none" stroke="${darken(h, 0.5)}" stroke-width="3" opacity="0.8"/>`
      : '';
  const outline = `M ${cx - hw - 2} ${burn} C ${cx - hw - 20} ${top + 10} ${cx - hw + 14} ${crown - volume} ${cx + dir * 12} ${crown - volume}
    C ${cx + hw - 14} ${crown - volume + 2} ${cx + hw + 20} ${top + 10} ${cx + hw + 2} ${burn}`;
  if (capOnly) return `<path d="${outline} Z" fill="${h}"/>`;
  return `
  <path d="${outline}
    L ${cx + hw - 12} ${burn} C ${cx + hw - 12} ${rightY + 40} ${cx + hw - 16} ${rightY + 6} ${cx + hw - 44} ${rightY}
    C ${cx + 40} ${rightY - 10} ${cx - 10} ${(leftY + rightY) / 2 + 8} ${cx - hw + 44} ${leftY}
    C ${cx - hw + 16} ${leftY + 6} ${cx - hw + 12} ${leftY + 40} ${cx - hw + 12} ${burn} Z" fill="${h}"/>
  ${part}${wavy}
  <path d="M ${cx - dir * 30} ${crown - volume + 16} C ${cx - dir * 80} ${crown - volume + 22} ${cx - dir * 104} ${top - 14} ${cx - dir * (hw - 6)} ${top + 16}" fill="none" stroke="${sheen}" stroke-width="6" stroke-linecap="round" opacity="0.45"/>`;
}

/** Hair that falls in front of the shoulders (open hair, braid). */
function frontLocksSvg(spec: PortraitSpec, g: Geometry): string {
  const { cx, hw } = g;
  const h = spec.hairColor;
  if (spec.hair === 'open') {
    const side = spec.partLeft ? 1 : -1;
    const x = cx + side * (hw + 6);
    return `<path d="M ${x - side * 6} ${g.eyeY} C ${x + side * 10} 640 ${x + side * 20} 770 ${x + side * 56} 890 C ${x + side * 76} 912 ${x + side * 104} 896 ${x + side * 112} 866 C ${x + side * 90} 760 ${x + side * 60} 640 ${x + side * 34} ${g.eyeY - 40} Z" fill="${h}"/>`;
  }
  if (spec.hair === 'braid') {
    const side = spec.partLeft ? 1 : -1;
    const parts: string[] = [];
    let x = cx + side * (hw - 14);
    let y = g.chin - 40;
    const strand = lighten(h, 0.12);
    for (let i = 0; i < 9; i++) {
      const tilt = (i % 2 ? 28 : -28) * side;
      const rx = 17 - i * 0.8;
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 1.55)}" transform="rotate(${tilt} ${f(x)} ${f(y)})" fill="${h}" stroke="${strand}" stroke-width="2"/>`,
      );
      x += side * (i < 3 ? 10 : 3);
      y += 32;
    }
    y += 4;
    const tassel = `<path d="M ${f(x - 10)} ${f(y - 18)} L ${f(x + 10)} ${f(y - 18)} L ${f(x + 4)} ${f(y + 20)} L ${f(x - 4)} ${f(y + 20)} Z" fill="${spec.accent}"/>`;
    const gajra = spec.gajra
      ? Array.from(
          { length: 5 },
          (_, i) =>
            `<circle cx="${f(cx + side * (hw - 6) + side * i * 12)}" cy="${f(g.chin - 58 + i * 40)}" r="8" fill="#fbfaf2" stroke="#e6e2cf" stroke-width="2"/>`,
        ).join('')
      : '';
    return parts.join('') + tassel + gajra;
  }
  return '';
}

function faceFeaturesSvg(spec: PortraitSpec, g: Geometry): string {
  const { cx, eyeY, browY, noseY, mouthY } = g;
  const female = spec.gender === 'female';
  const skinShade = darken(spec.skin, 0.28);
  const ink = '#2a1b16';
  const gap = spec.eyeGap;
  const eyes = [-1, 1]
    .map((s) => {
      const x = cx + s * gap;
      const lash = female
        ? `<path d="M ${x + s * 18} ${eyeY - 1} q ${s * 6} -2 ${s * 10} -8" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>`
        : '';
      return `
  <path d="M ${x - 18} ${eyeY} Q ${x} ${eyeY - 15} ${x + 18} ${eyeY} Q ${x} ${eyeY + 11} ${x - 18} ${eyeY} Z" fill="#fbf7f2"/>
  <circle cx="${x + s * 1}" cy="${eyeY - 1}" r="8.5" fill="${ink}"/>
  <circle cx="${x + s * 1 + 3}" cy="${eyeY - 4}" r="2.6" fill="#ffffff" opacity="0.9"/>
  <path d="M ${x - 19} ${eyeY + 1} Q ${x} ${eyeY - 16} ${x + 19} ${eyeY + 1}" fill="none" stroke="${ink}" stroke-width="${female ? 4.5 : 3.5}" stroke-linecap="round"/>
  ${lash}
  <path d="M ${x - 24} ${browY + 6} Q ${x - s * 2} ${browY - 10} ${x + 26} ${browY + 4}" fill="none" stroke="${spec.hairColor}" stroke-width="${female ? 6 : 9}" stroke-linecap="round"/>`;
    })
    .join('');
  const nose = `
  <path d="M ${cx - 3} ${eyeY + 22} C ${cx - 8} ${noseY - 30} ${cx - 14} ${noseY - 10} ${cx - 12} ${noseY}" fill="none" stroke="${skinShade}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>
  <path d="M ${cx - 20} ${noseY + 2} Q ${cx} ${noseY + 16} ${cx + 20} ${noseY + 2}" fill="none" stroke="${skinShade}" stroke-width="4" stroke-linecap="round"/>`;
  const lip = female ? mix(spec.skin, '#b0304a', 0.55) : mix(spec.skin, '#8a3b35', 0.4);
  const open = 6 + spec.smile * 12;
  const mouth = `
  <path d="M ${cx - 30} ${mouthY} Q ${cx} ${mouthY + open + 14} ${cx + 30} ${mouthY} Q ${cx} ${mouthY + 6} ${cx - 30} ${mouthY} Z" fill="${lip}"/>
  ${spec.smile > 0.6 ? `<path d="M ${cx - 24} ${mouthY + 3} Q ${cx} ${mouthY + 9} ${cx + 24} ${mouthY + 3} Q ${cx} ${mouthY + open} ${cx - 24} ${mouthY + 3} Z" fill="#fbf7f2"/>` : ''}
  <path d="M ${cx - 31} ${mouthY} Q ${cx} ${mouthY + 6} ${cx + 31} ${mouthY}" fill="none" stroke="${darken(lip, 0.35)}" stroke-width="3" stroke-linecap="round"/>
  ${female ? `<path d="M ${cx - 26} ${mouthY - 1} Q ${cx - 12} ${mouthY - 12} ${cx} ${mouthY - 5} Q ${cx + 12} ${mouthY - 12} ${cx + 26} ${mouthY - 1} Z" fill="${darken(lip, 0.1)}"/>` : ''}`;
  const blush = female
    ? `<ellipse cx="${cx - gap - 16}" cy="${eyeY + 60}" rx="28" ry="14" fill="#e0707a" opacity="0.16"/><ellipse cx="${cx + gap + 16}" cy="${eyeY + 60}" rx="28" ry="14" fill="#e0707a" opacity="0.16"/>`
    : '';
  return eyes + nose + mouth + blush;
}

function facialHairSvg(spec: PortraitSpec, g: Geometry): string {
  const { cx, hw, mouthY, chin, noseY } = g;
  const h = spec.hairColor;
  const parts: string[] = [];
  if (spec.beard !== 'none') {
    const full = spec.beard === 'full';
    parts.push(`${full ? '' : '<g clip-path="url(#faceClip)">'}<path d="M ${cx - hw + 2} ${g.earY + 10} C ${cx - hw + 8} ${chin - 40} ${cx - 60} ${chin + 14} ${cx} ${chin + 16}
      C ${cx + 60} ${chin + 14} ${cx + hw - 8} ${chin - 40} ${cx + hw - 2} ${g.earY + 10}
      C ${cx + hw - 24} ${mouthY - 10} ${cx + 50} ${mouthY + 22} ${cx} ${mouthY + 26}
      C ${cx - 50} ${mouthY + 22} ${cx - hw + 24} ${mouthY - 10} ${cx - hw + 2} ${g.earY + 10} Z" fill="${h}" opacity="${full ? 1 : 0.3}"/>${full ? '' : '</g>'}`);
  }
  if (spec.moustache || spec.beard === 'full') {
    parts.push(
      `<path d="M ${cx - 46} ${mouthY + 8} C ${cx - 44} ${mouthY - 14} ${cx - 22} ${noseY + 20} ${cx} ${noseY + 24} C ${cx + 22} ${noseY + 20} ${cx + 44} ${mouthY - 14} ${cx + 46} ${mouthY + 8} C ${cx + 36} ${mouthY - 4} ${cx + 20} ${mouthY - 6} ${cx} ${mouthY - 4} C ${cx - 20} ${mouthY - 6} ${cx - 36} ${mouthY - 4} ${cx - 46} ${mouthY + 8} Z" fill="${h}"/>`,
    );
  }
  return parts.join('');
}

function accessoriesSvg(spec: PortraitSpec, g: Geometry): string {
  const { cx, hw, eyeY, browY, earY } = g;
  const parts: string[] = [];
  if (spec.bindi) parts.push(`<circle cx="${cx}" cy="${browY - 4}" r="6.5" fill="${spec.bindi}"/>`);
  if (spec.earrings) {
    for (const s of [-1, 1]) {
      const x = cx + s * (hw + 4);
      const y = earY + 34;
      parts.push(
        spec.earrings === 'stud'
          ? `<circle cx="${x}" cy="${y}" r="6" fill="${spec.accent}"/>`
          : `<circle cx="${x}" cy="${y}" r="5" fill="${spec.accent}"/><path d="M ${x - 13} ${y + 30} Q ${x} ${y} ${x + 13} ${y + 30} Z" fill="${spec.accent}"/><circle cx="${x - 8}" cy="${y + 34}" r="2.5" fill="${spec.accent}"/><circle cx="${x}" cy="${y + 35}" r="2.5" fill="${spec.accent}"/><circle cx="${x + 8}" cy="${y + 34}" r="2.5" fill="${spec.accent}"/>`,
      );
    }
  }
  if (spec.glasses) {
    const gap = spec.eyeGap;
    const frame = spec.glasses;
    parts.push(`<g fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="5">
    <rect x="${cx - gap - 38}" y="${eyeY - 28}" width="76" height="54" rx="18"/>
    <rect x="${cx + gap - 38}" y="${eyeY - 28}" width="76" height="54" rx="18"/>
  </g>
  <path d="M ${cx - gap + 38} ${eyeY - 8} Q ${cx} ${eyeY - 20} ${cx + gap - 38} ${eyeY - 8} M ${cx - gap - 38} ${eyeY - 10} L ${cx - hw} ${eyeY - 14} M ${cx + gap + 38} ${eyeY - 10} L ${cx + hw} ${eyeY - 14}" fill="none" stroke="${frame}" stroke-width="5"/>`);
  }
  return parts.join('\n  ');
}

function necklaceSvg(spec: PortraitSpec): string {
  if (!spec.necklace) return '';
  return `<path d="M 352 712 C 362 770 438 770 448 712" fill="none" stroke="${spec.accent}" stroke-width="3"/>
  <path d="M 400 764 l 8 10 l -8 12 l -8 -12 Z" fill="${spec.accent}"/>`;
}

/** The portrait as SVG text, 800x1000. */
export function portraitSvg(spec: PortraitSpec, rng: Rng): string {
  const male = spec.gender === 'male';
  const hw = spec.faceHalfWidth;
  const dy = 12; // head position; the neck joins the torso at y = 712
  const top = 292 + dy;
  const chin = (male ? 644 : 630) + dy;
  const g: Geometry = {
    cx: 400,
    top,
    chin,
    hw,
    eyeY: 450 + dy,
    browY: 410 + dy,
    noseY: 512 + dy,
    mouthY: 562 + dy,
    earY: 460 + dy,
  };
  const skin = spec.skin;
  const skinShade = darken(skin, 0.16);
  const face = facePath(g, spec.jaw);
  const earRx = 20;
  const ears = `<ellipse cx="${g.cx - hw + 2}" cy="${g.earY}" rx="${earRx}" ry="36" fill="${skinShade}"/><ellipse cx="${g.cx + hw - 2}" cy="${g.earY}" rx="${earRx}" ry="36" fill="${skinShade}"/>`;
  const outfit = male ? maleOutfitSvg(spec) : femaleOutfitSvg(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 800 1000">
  ${backgroundSvg(spec, rng)}
  <g transform="translate(400 1000) scale(1.12) translate(-400 -1000)">
  <defs>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.65">
      <stop offset="0.55" stop-color="${skin}"/>
      <stop offset="1" stop-color="${skinShade}"/>
    </radialGradient>
    <clipPath id="faceClip"><path d="${face}"/></clipPath>
  </defs>
  ${backHairSvg(spec, g)}
  ${neckSvg(g, skin, male)}
  ${outfit}
  ${male ? '' : necklaceSvg(spec)}
  ${spec.hair === 'open' ? frontLocksSvg(spec, g) : ''}
  ${frontHairSvg(spec, g, true)}
  ${ears}
  <path d="${face}" fill="url(#face)"/>
  <g clip-path="url(#faceClip)" opacity="0.35"><g transform="translate(0 10)">${frontHairSvg(spec, g)}</g></g>
  ${faceFeaturesSvg(spec, g)}
  ${male ? facialHairSvg(spec, g) : ''}
  ${frontHairSvg(spec, g)}
  ${accessoriesSvg(spec, g)}
  ${spec.hair === 'braid' ? frontLocksSvg(spec, g) : ''}
  </g>
</svg>`;
}

/** Renders a portrait to a high-quality JPEG (later re-encoded into the photo sizes). */
export async function renderPortrait(spec: PortraitSpec, rng: Rng): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(spec, rng)))
    .jpeg({ quality: 92 })
    .toBuffer();
}
