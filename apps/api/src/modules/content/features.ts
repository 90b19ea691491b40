import fs from 'node:fs/promises';
import path from 'node:path';
import type { Feature } from '@jodi/contract';
import { assetsDir } from '../../lib/assets';

/** Where the API serves each feature's illustration (an SVG in apps/api/assets/features). */
export const featureImageUrl = (id: string) => `/api/v1/features/${id}.svg`;

const FEATURES: readonly Omit<Feature, 'image'>[] = [
  {
    id: 'verified-profiles',
    title: 'Verified profiles',
    description:
      'Members upload identity, job and income documents, and our staff check each one by hand. Badges on a profile show what was verified, so you know who you are talking to.',
  },
  {
    id: 'gun-milan',
    title: 'Gun Milan on every profile',
    description:
      'Every profile shows its Gun Milan score out of 36, worked out from both birth charts (or birth names) across the eight kootas, with the points of each one explained.',
  },
  {
    id: 'family-managed',
    title: 'Profiles managed by family',
    description:
      'Parents, brothers, sisters, relatives or friends can create and manage a profile for someone they love, and the profile says who manages it.',
  },
  {
    id: 'private-chat',
    title: 'Private chat and blocking',
    description:
      'Chat only after a request is accepted or an interest is mutual. Block anyone with one tap: you disappear from each other everywhere, and reports go to our staff.',
  },
  {
    id: 'pdf-biodata',
    title: 'PDF biodata in one click',
    description:
      'Download a neat A4 biodata of your own profile, or of another verified profile, ready to share with your family.',
  },
  {
    id: 'ai-helper',
    title: 'AI helper',
    description:
      'Ask the AI helper about a profile in your own words: education, family, work or Gun Milan. It answers only from what you are allowed to see on that profile.',
  },
];

/** The features page (spec 1: alternating image and text blocks), in order. */
export function listFeatures(): Feature[] {
  return FEATURES.map((f) => ({ ...f, image: featureImageUrl(f.id) }));
}

const FEATURE_IDS = new Set(FEATURES.map((f) => f.id));

/** The SVG of a feature by its file name (`<id>.svg`); null for anything else. */
export async function readFeatureImage(file: string): Promise<Buffer | null> {
  const id = /^([a-z-]+)\.svg$/.exec(file)?.[1];
  if (!id || !FEATURE_IDS.has(id)) return null;
  return fs.readFile(path.join(assetsDir('features'), `${id}.svg`));
}
