import { TRAIL_NOTE_MAX, trailSchema } from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';

export const trailsQuery = z.object({ pid: z.string().max(200) });

export const trailNoteBody = z.object({
  pid: z.string().max(200),
  text: z
    .string()
    .trim()
    .min(1, 'Write a note')
    .max(TRAIL_NOTE_MAX, fixedText('atMostCharacters', { max: TRAIL_NOTE_MAX })),
});

export const trailListResponse = z.object({ data: z.array(trailSchema) });
export const trailResponse = z.object({ data: trailSchema });
