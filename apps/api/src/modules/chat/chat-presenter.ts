import type { ChatMessage, ChatThread } from '@jodi/contract';
import { publicMediaUrl } from '../../lib/media-url';
import type { MessageRecord, ThreadRow } from './chat.repository';

/** A message on the wire: its text exactly as stored (plain text; the client renders it as text). */
export function presentMessage(
  row: Pick<MessageRecord, 'id' | 'fromProfileId' | 'toProfileId' | 'body' | 'createdAt'>,
): ChatMessage {
  return {
    id: row.id,
    from: row.fromProfileId,
    to: row.toProfileId,
    message: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentThread(row: ThreadRow): ChatThread {
  return {
    profile_id: row.partnerId,
    name: row.name,
    lastName: row.lastName,
    primary_profile_pic: publicMediaUrl(row.photoKey),
    last_message: presentMessage(row.last),
    unread_count: row.unread,
  };
}
