import type { ChatMessage, ChatThread } from '@jodi/contract';
import { publicMediaUrl } from '../../lib/media-url';
import type { MessageRecord, ThreadRow } from './chat.repository';

/**
 * A message on the wire: its text exactly as stored (plain text; the client renders it as text).
 * `viewer` is the profile it goes to: only the receiver gets the safety warning.
 */
export function presentMessage(
  row: Pick<MessageRecord, 'id' | 'fromProfileId' | 'toProfileId' | 'body' | 'createdAt' | 'safetyConcern'>,
  viewer: string,
): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    from: row.fromProfileId,
    to: row.toProfileId,
    message: row.body,
    created_at: row.createdAt.toISOString(),
  };
  if (row.safetyConcern && row.toProfileId === viewer) message.safety_warning = row.safetyConcern;
  return message;
}

export function presentThread(row: ThreadRow, viewer: string): ChatThread {
  return {
    profile_id: row.partnerId,
    name: row.name,
    lastName: row.lastName,
    primary_profile_pic: publicMediaUrl(row.photoKey),
    last_message: presentMessage(row.last, viewer),
    unread_count: row.unread,
  };
}
