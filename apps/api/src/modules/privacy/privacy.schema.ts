import { privacyInputSchema, privacySettingsSchema } from '@jodi/contract';
import { z } from 'zod';

export { privacyInputSchema };
export const privacyResponse = z.object({ data: privacySettingsSchema });
