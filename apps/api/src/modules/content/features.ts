import fs from 'node:fs/promises';
import path from 'node:path';
import type { Feature } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { assetsDir } from '../../lib/assets';
import { type FeatureId, featureTexts } from './texts';

/** Where the API serves each feature's illustration (an SVG in apps/api/assets/features). */
export const featureImageUrl = (id: string) => `/api/v1/features/${id}.svg`;

/** The blocks of the features page, in order; their texts are in texts/ (en, mr, hi). */
const FEATURE_IDS_IN_ORDER: readonly FeatureId[] = [
  'verified-profiles',
  'gun-milan',
  'family-managed',
  'private-chat',
  'pdf-biodata',
  'ai-helper',
];

/**
 * The features page (spec 1: alternating image and text blocks), in order, written in the reader's
 * language (the page was English in Marathi and Hindi).
 */
export function listFeatures(language: Language = 'en'): Feature[] {
  const texts = featureTexts(language);
  return FEATURE_IDS_IN_ORDER.map((id) => ({
    id,
    title: texts[id].title,
    description: texts[id].description,
    image: featureImageUrl(id),
  }));
}

const FEATURE_IDS = new Set<string>(FEATURE_IDS_IN_ORDER);

/** The SVG of a feature by its file name (`<id>.svg`); null for anything else. */
export async function readFeatureImage(file: string): Promise<Buffer | null> {
  const id = /^([a-z-]+)\.svg$/.exec(file)?.[1];
  if (!id || !FEATURE_IDS.has(id)) return null;
  return fs.readFile(path.join(assetsDir('features'), `${id}.svg`));
}
