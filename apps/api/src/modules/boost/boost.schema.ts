import { boostStatusSchema } from '@jodi/contract';
import { z } from 'zod';

export const boostResponse = z.object({ data: boostStatusSchema });
