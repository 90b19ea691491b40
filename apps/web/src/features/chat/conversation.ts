import type { ChatMessage, MessageSafetyConcern, SentBy } from '@jodi/contract';
import { CHAT_MESSAGE_MAX } from '@jodi/contract';

/** Where an own message is: on its way, stored by the server, or refused (with the reason). */
export type DeliveryState = 'sending' | 'sent' | 'failed';

/** A row of the conversation as the screen shows it. */
export interface ShownMessage {
  /** The message id, or a local id while it is not stored yet. */
  key: string;
  text: string;
  mine: boolean;
  created_at: string;
  /** Own messages only. */
  state?: DeliveryState;
  /** Received messages only: what the server flagged the message for (decision 17). */
  safety_warning?: MessageSafetyConcern;
  /** A relative who wrote it for the sender's profile (decision 33): "sent by Aai, mother". */
  sent_by?: NonNullable<SentBy>;
}

/** An own message not (yet) stored by the server. */
export interface OutboxItem {
  localId: string;
  text: string;
  created_at: string;
  state: 'sending' | 'failed';
}

/** Characters as the server counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The text to send: trimmed; null when blank (spec 5: blank messages are ignored) or too long. */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  if (text === '' || characterCount(text) > CHAT_MESSAGE_MAX) return null;
  return text;
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  const diff = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (diff !== 0 && Number.isFinite(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The conversation oldest first: the stored messages of every source (history pages, socket events,
 * answers to sends, read refreshes) once each by id, then what is still in the outbox.
 */
export function mergeConversation(
  sources: readonly (readonly ChatMessage[])[],
  outbox: readonly OutboxItem[],
  partnerId: string,
): ShownMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  const stored: ShownMessage[] = [...byId.values()].sort(byTime).map((message) => {
    const mine = message.from !== partnerId;
    return {
      key: message.id,
      text: message.message,
      mine,
      created_at: message.created_at,
      ...(mine ? { state: 'sent' as const } : {}),
      ...(!mine && message.safety_warning ? { safety_warning: message.safety_warning } : {}),
      ...(message.sent_by ? { sent_by: message.sent_by } : {}),
    };
  });
  const pending: ShownMessage[] = outbox.map((item) => ({
    key: item.localId,
    text: item.text,
    mine: true,
    created_at: item.created_at,
    state: item.state,
  }));
  return [...stored, ...pending];
}
