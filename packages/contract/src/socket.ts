import { z } from 'zod';
import { BOT_REFUSAL_CODES } from './assistant';
import { sentBySchema } from './family';
import type { Notification } from './notifications';
import { MESSAGE_SAFETY_CONCERNS } from './social-values';
import { CHAT_MESSAGE_MAX } from './socket-names';

/**
 * The live socket (spec 7 "Live socket", api-contract "Live socket"): Socket.IO on the API's own
 * origin at SOCKET_PATH (socket-names.ts, with the room and event names), authenticated with
 * `auth: { token }` (or the `token` query parameter). A refused handshake ends in `connect_error`
 * with the message 'unauthorized' (no, bad, expired or revoked token). Each socket is in its own
 * user's rooms `pub{userId}` and `bot-{userId}`, nothing else.
 *
 * Reconnecting: the server keeps no per-socket backlog. When a socket connects again after a drop
 * (or a server restart, which closes every socket so that clients reconnect to a live process),
 * the client refetches what it shows: GET /api/v1/counts/subscribe for the badge, and the open
 * chat list (GET /api/v1/chat/threads) or conversation (GET /api/v1/message/{profile}*0).
 * With several API processes behind a load balancer, connect with `transports: ['websocket']`
 * (long-polling needs sticky sessions).
 */

/** A chat message: `from` and `to` are profile ids; `message` is plain text (render it as text, never HTML). */
export const chatMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
  created_at: z.string(),
  /**
   * Only on the receiver's copy, only before the two have matched: the message asks for money or a
   * payment (`money`) or to move the conversation to another app (`off_platform`). The client
   * shows a calm warning with a one-tap report.
   */
  safety_warning: z.enum(MESSAGE_SAFETY_CONCERNS).optional(),
  /** A relative who wrote it for the sender's profile (decision 33), else null. */
  sent_by: sentBySchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of the chat list: a conversation partner, the last message either way, and what is unread. */
export const chatThreadSchema = z.object({
  profile_id: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The partner's primary photo, thumbnail size; null without one. */
  primary_profile_pic: z.string().nullable(),
  /** The photo is a blurred copy (the partner's photo privacy). */
  photos_blurred: z.boolean(),
  last_message: chatMessageSchema,
  /** Messages from the partner the caller has not read yet. */
  unread_count: z.number().int().min(0),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/**
 * A member the caller may chat with but has no message with yet (a match, or a chat
 * request accepted either way): the chat list's "Say hello" row.
 */
export const chatConnectionSchema = z.object({
  profile_id: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The partner's primary photo, thumbnail size; null without one. */
  primary_profile_pic: z.string().nullable(),
  /** The photo is a blurred copy (the partner's photo privacy). */
  photos_blurred: z.boolean(),
  /** An accepted interest either way: a match (an accepted chat request alone is not one). */
  matched: z.boolean(),
  /** The accepted interest (either way), to withdraw the acceptance; null without one. */
  interest_id: z.string().nullable(),
  /** The accepted chat request (either way), to withdraw the acceptance; null without one. */
  chat_request_id: z.string().nullable(),
  /** When the latest of those acceptances happened. */
  accepted_at: z.string(),
});
export type ChatConnection = z.infer<typeof chatConnectionSchema>;

export const acceptedEventSchema = z.object({ profile_id: z.string() });
export type AcceptedEvent = z.infer<typeof acceptedEventSchema>;

export const chatCountSchema = z.object({ chat_count: z.number().int().min(0) });
export type ChatCount = z.infer<typeof chatCountSchema>;

/** The `score` event: the profile score and verification flags of the top bar. */
export const scoreEventSchema = z.object({
  score: z.number(),
  personal_verification_verified: z.boolean(),
  job_verification_verified: z.boolean(),
  salary_details_verified: z.boolean(),
  property_details_verified: z.boolean(),
  show_google_btn: z.boolean(),
});
export type ScoreEvent = z.infer<typeof scoreEventSchema>;

/** An ad (spec 3); status 'delayed' starts the 10-second close countdown (spec 4). */
export const adSchema = z.object({
  status: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  advertiser_name: z.string().nullable(),
  advertiser_contact: z.string().nullable(),
});
export type Ad = z.infer<typeof adSchema>;

/**
 * A part of the AI helper's answer about profile `pid`: `message` is the next piece of plain text
 * (append it; show it as text, never HTML); `done: true` on the last part, whose message may be
 * empty. `code` (beyond the spec, optional) marks an answer that is not about the profile: the plan
 * has no AI help, too many questions, or the profile cannot be asked about.
 */
export const botAnswerSchema = z.object({
  pid: z.string(),
  message: z.string(),
  done: z.boolean(),
  code: z.enum(BOT_REFUSAL_CODES).optional(),
  /** The managed profile a relative asked for (decision 33), as their question named it. */
  for_profile: z.string().optional(),
});
export type BotAnswer = z.infer<typeof botAnswerSchema>;

/** The client's question to the AI helper about profile `pid`. */
export const botQuestionSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  from: z.literal('tell_me_about'),
  pid: z.string().max(200),
  /**
   * A relative asking for a profile they manage (decision 33): its id. The server checks they manage
   * it, then answers as that profile would be answered (its plan, its view of `pid`).
   */
  for_profile: z.string().max(64).optional(),
});
export type BotQuestion = z.infer<typeof botQuestionSchema>;

export interface ServerToClientEvents {
  /** The caller's unread chat count changed (a message arrived, or a conversation was read). */
  publish: (payload: ChatCount) => void;
  score: (payload: ScoreEvent) => void;
  ad: (payload: Ad) => void;
  /** A new chat message, to its receiver and to its sender's other tabs; dedupe by `id`. */
  message: (payload: ChatMessage) => void;
  /**
   * The caller and `profile_id` have just accepted each other (an interest or a chat request), to
   * both: what a member keeps for accepted members (clear photos, contacts, chat) is theirs now.
   */
  accepted: (payload: AcceptedEvent) => void;
  /** A new notification, or one updated (a chat thread's, a day's new matches): dedupe by `id`. */
  notification: (payload: Notification) => void;
  /** `bot-{userId}`: the AI helper's answer, in the room `bot-{userId}`. */
  [event: `bot-${string}`]: (payload: BotAnswer) => void;
}

export interface ClientToServerEvents {
  /** `from_user_to_bot-{userId}` with the sender's own user id; any other id is ignored. */
  [event: `from_user_to_bot-${string}`]: (payload: BotQuestion) => void;
}
