import type { ChatConnection, ChatMessage, ChatThread } from '@jodi/contract';
import type { MediaLens } from '../privacy/media-lens';
import type { ConnectionRow, MessageRecord, ThreadRow } from './chat.repository';

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

/** A "Say hello" row of the chat list (issue 35): the partner, and which acceptances allow the chat. */
export function presentConnection(row: ConnectionRow, lens: MediaLens): ChatConnection {
  const photo = lens.photo({ id: row.partnerId, photoVisibility: row.photoVisibility }, row.photoKey);
  return {
    profile_id: row.partnerId,
    name: row.name,
    lastName: row.lastName,
    primary_profile_pic: photo?.url ?? null,
    photos_blurred: photo?.blurred ?? false,
    matched: row.interestId !== null,
    interest_id: row.interestId,
    chat_request_id: row.chatRequestId,
    accepted_at: row.acceptedAt.toISOString(),
  };
}
