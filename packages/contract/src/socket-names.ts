// The live socket's names and limits, without zod: the web app imports these (see values.ts and
// socket.ts for the protocol).

export const SOCKET_PATH = '/socket.io';

/** The refusal message of a handshake without a valid token. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

export const userRoom = (userId: string) => `pub${userId}` as const;
export const botRoom = (userId: string) => `bot-${userId}` as const;
/** The server's event carrying the AI helper's answer to this user. */
export const botEvent = (userId: string) => `bot-${userId}` as const;
/** The client's event asking the AI helper (its user's own id in the name). */
export const botQuestionEvent = (userId: string) => `from_user_to_bot-${userId}` as const;

/** A chat message's text: trimmed, not blank, at most this many characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per page of a conversation (GET /api/v1/message/{profile}*{n}). */
export const CHAT_PAGE_SIZE = 30;
