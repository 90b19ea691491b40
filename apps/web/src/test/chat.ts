import type { ChatMessage, ChatRequest, ChatThread } from '@jodi/contract';
import { buildMiniProfile } from './social';

/** The signed-in member's own profile id (test/session's default user). */
export const ME = 'profile-1';

/** Factory: a chat message; by default from the partner 'bride-1' to the member. */
export function buildMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    from: 'bride-1',
    to: ME,
    message: 'Hello',
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    sent_by: null,
    ...overrides,
  };
}

/** Factory: a row of the chat list. */
export function buildThread(overrides: Partial<ChatThread> = {}): ChatThread {
  const profileId = overrides.profile_id ?? 'bride-1';
  return {
    profile_id: profileId,
    name: 'Meera',
    lastName: 'Joshi',
    primary_profile_pic: '/m/meera-1.jpg',
    photos_blurred: false,
    last_message: buildMessage({ from: profileId }),
    unread_count: 0,
    ...overrides,
  };
}

/** Factory: a pending chat request received by the member. */
export function buildChatRequest(overrides: Partial<ChatRequest> = {}): ChatRequest {
  const profile = overrides.profile ?? buildMiniProfile();
  return {
    id: 'cr-1',
    from: profile.id,
    to: ME,
    accepted: false,
    declined: false,
    profile,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    sent_by: null,
    ...overrides,
  };
}

/** A page of a list answer. */
export const pageOf = <T>(data: T[], total = data.length, offset = 0, limit = 20) => ({
  data,
  meta: { total, limit, offset },
});
