import { z } from 'zod';

/** The nine grahas of a birth chart, in the order charts list them. */
export const GRAHA_NAMES = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type GrahaName = (typeof GRAHA_NAMES)[number];

/** How a member likes birth charts drawn: North Indian (diamond) or South Indian (square). */
export const CHART_STYLES = ['north', 'south'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
export const chartStyleSchema = z.enum(CHART_STYLES, { message: 'Choose the north or south chart style.' });

/**
 * The Manglik verdict of a birth chart: `manglik` (Mars in a dosha house from the Lagna),
 * `anshik` (partial: only from the Moon or Venus), `cancelled` (a cancellation applies), `none`.
 */
export const MANGLIK_VERDICTS = ['none', 'manglik', 'anshik', 'cancelled'] as const;
export type ManglikVerdictName = (typeof MANGLIK_VERDICTS)[number];

/** The cancellations the chart reading applies (docs/decisions/0044). */
export const MANGLIK_CANCELLATION_CODES = [
  'mars_own_sign',
  'mars_exalted',
  'jupiter_with_mars',
  'jupiter_aspects_mars',
] as const;

/** Whether two partners' Manglik status matches: neither has a dosha, both have one (it cancels), or one has. */
export const MANGLIK_PAIRINGS = ['neither', 'both', 'one'] as const;

const sign = z.number().int().min(1).max(12);
export const chartPointSchema = z.object({
  /** Sidereal (Lahiri) longitude, degrees in [0, 360). */
  longitude: z.number(),
  /** 1..12, 1 = Aries (Mesha). */
  sign,
});
export const placedGrahaSchema = chartPointSchema.extend({
  /** Whole-sign house from the ascendant, 1..12. */
  house: z.number().int().min(1).max(12),
});

/** The birth chart computed from birth date, time and place (never sent to visitors). */
export const kundliSchema = z.object({
  ascendant: chartPointSchema,
  planets: z.object(
    Object.fromEntries(GRAHA_NAMES.map((name) => [name, placedGrahaSchema])) as Record<
      GrahaName,
      typeof placedGrahaSchema
    >,
  ),
});
export type KundliChart = z.infer<typeof kundliSchema>;

/** Manglik as computed from the birth chart ("from the birth chart"), with its plain-words explanation. */
export const manglikSchema = z.object({
  from_lagna: z.boolean(),
  from_moon: z.boolean(),
  from_venus: z.boolean(),
  cancellations: z.array(z.enum(MANGLIK_CANCELLATION_CODES)),
  verdict: z.enum(MANGLIK_VERDICTS),
  /** The reading in plain words, in the viewer's language. */
  explanation: z.string(),
});
export type ManglikReading = z.infer<typeof manglikSchema>;

/** On another member's profile: whether the two partners' Manglik status matches, and why, in words. */
export const manglikMatchSchema = z.object({
  pairing: z.enum(MANGLIK_PAIRINGS),
  /** Both statuses came from birth charts (else at least one is what the member declared). */
  from_charts: z.boolean(),
  text: z.string(),
});
export type ManglikMatch = z.infer<typeof manglikMatchSchema>;
