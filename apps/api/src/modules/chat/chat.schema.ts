import {
  CHAT_MESSAGE_MAX,
  type ChatConnection,
  type ChatMessage,
  type ChatThread,
  chatConnectionSchema,
  chatCountSchema,
  chatMessageSchema,
  chatThreadSchema,
} from '@jodi/contract';
import { z } from 'zod';
import { fixedText } from '../../i18n/error-messages';
import { listMetaSchema } from '../profiles/profiles.schema';

export { chatRequestListResponse as invitesResponse, pageQuery } from '../social/social.schema';
export type { ChatConnection, ChatMessage, ChatThread };
export { chatMessageSchema, chatThreadSchema };

/** Characters as people count them (code points), the same as PostgreSQL's char_length. */
const characters = (text: string) => [...text].length;

/** Plain text: trimmed, without NUL (PostgreSQL text cannot hold it), not blank, at most 2000 characters. */
export const messageText = z
  .string()
  .max(CHAT_MESSAGE_MAX * 8)
  .transform((text) => text.replaceAll('\u0000', '').trim())
  .refine((text) => text.length > 0, 'Write a message first.')
  .refine(
    (text) => characters(text) <= CHAT_MESSAGE_MAX,
    fixedText('messageTooLong', { max: CHAT_MESSAGE_MAX }),
  );

/** Spec 7: POST /api/v1/message/ with `to` (a profile id) and `message`. */
export const messageCreateBody = z.object({ to: z.string().max(200), message: messageText });

/** GET /api/v1/message/{profile}*{n}: the conversation with `profile`, skipping the `n` newest. */
export const conversationParams = z.object({ spec: z.string().max(220) });

export const messageResponse = z.object({ data: chatMessageSchema });
export const conversationResponse = z.object({ data: z.array(chatMessageSchema), meta: listMetaSchema });
export const threadsResponse = z.object({ data: z.array(chatThreadSchema), meta: listMetaSchema });
export const connectionsResponse = z.object({ data: z.array(chatConnectionSchema), meta: listMetaSchema });
export const countResponse = z.object({ data: chatCountSchema });

export interface List<T> {
  data: T[];
  meta: { total: number; limit: number; offset: number };
}
