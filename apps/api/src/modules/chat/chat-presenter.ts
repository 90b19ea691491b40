import type { ChatMessage, ChatThread } from '@jodi/contract';
import type { MediaLens } from '../privacy/media-lens';
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

export function presentThread(row: ThreadRow, viewer: string, lens: MediaLens): ChatThread {
  const { partnerId: id, photoVisibility } = row;
  const photo = lens.photo({ id, photoVisibility }, row.photoKey);
  return {
    profile_id: row.partnerId,
    name: row.name,
    lastName: row.lastName,
    primary_profile_pic: photo?.url ?? null,
    photos_blurred: photo?.blurred ?? false,
    last_message: presentMessage(row.last, viewer),
    unread_count: row.unread,
  };
}
