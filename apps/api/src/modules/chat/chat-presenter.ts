import type { ChatConnection, ChatMessage, ChatThread } from '@jodi/contract';
import type { MediaLens } from '../privacy/media-lens';
import { presentSentBy } from '../social/sent-by';
import type { ConnectionRow, MessageRecord, ThreadRow } from './chat.repository';

/**
 * A message on the wire: its text exactly as stored (plain text; the client renders it as text).
 * `viewer` is the profile it goes to: only the receiver gets the safety warning.
 */
export function presentMessage(
  row: Pick<
    MessageRecord,
    'id' | 'fromProfileId' | 'toProfileId' | 'body' | 'createdAt' | 'safetyConcern' | 'sentBy'
  >,
  viewer: string,
): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    from: row.fromProfileId,
    to: row.toProfileId,
    message: row.body,
    created_at: row.createdAt.toISOString(),
    sent_by: presentSentBy(row.sentBy),
  };
  if (row.safetyConcern && row.toProfileId === viewer) message.safety_warning = row.safetyConcern;
  return message;
}

/** The other member of a chat row as the viewer may see them: names, and the photo through the lens. */
function presentPartner(row: ThreadRow | ConnectionRow, lens: MediaLens) {
  const photo = lens.photo({ id: row.partnerId, photoVisibility: row.photoVisibility }, row.photoKey);
  return {
    profile_id: row.partnerId,
    name: row.name,
    lastName: row.lastName,
    primary_profile_pic: photo?.url ?? null,
    photos_blurred: photo?.blurred ?? false,
  };
}

export function presentThread(row: ThreadRow, viewer: string, lens: MediaLens): ChatThread {
  return {
    ...presentPartner(row, lens),
    last_message: presentMessage(row.last, viewer),
    unread_count: row.unread,
  };
}

/** A "Say hello" row of the chat list: the partner, and which acceptances allow the chat. */
export function presentConnection(row: ConnectionRow, lens: MediaLens): ChatConnection {
  return {
    ...presentPartner(row, lens),
    matched: row.interestId !== null,
    interest_id: row.interestId,
    chat_request_id: row.chatRequestId,
    accepted_at: row.acceptedAt.toISOString(),
  };
}
