import type { ChatRequest, Interest, ReportReason } from '@jodi/contract';
import type { MediaLens } from '../privacy/media-lens';
import type { BookmarkRow } from './bookmarks.repository';
import type { ChatRequestRow } from './chat-requests.repository';
import type { InterestRow } from './interests.repository';
import { presentMiniProfile } from './mini-profile';
import type { ReportRecord } from './reports.repository';
import { presentSentBy } from './sent-by';
import type { Bookmark, Report } from './social.schema';

export function presentBookmark(row: BookmarkRow, lens: MediaLens): Bookmark {
  return {
    id: row.id,
    to: row.to,
    profile: presentMiniProfile(row.profile, lens),
    created_at: row.createdAt.toISOString(),
  };
}

/** An interest as `me` sees it: `profile` is the other person, whichever side sent it. */
export function presentInterest(row: InterestRow, me: string, lens: MediaLens): Interest {
  const toProfile = presentMiniProfile(row.toProfile, lens);
  const fromProfile = presentMiniProfile(row.fromProfile, lens);
  return {
    id: row.id,
    to: row.to,
    to_profile: toProfile,
    from: row.from,
    from_profile: fromProfile,
    profile: row.from === me ? toProfile : fromProfile,
    // A withdrawn match reads as declined: the wire's states stay the contract's three.
    status: row.status === 'withdrawn' ? 'declined' : row.status,
    matched: row.status === 'accepted',
    created_at: row.createdAt.toISOString(),
    sent_by: presentSentBy(row.sentBy),
  };
}

/** A chat request; `profile` is the other person (the sender, on the receiver's pending list). */
export function presentChatRequest(row: ChatRequestRow, lens: MediaLens): ChatRequest {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    // Withdrawn reads as declined (accepted false, declined true): the wire keeps the two flags.
    accepted: row.status === 'accepted',
    declined: row.status === 'declined' || row.status === 'withdrawn',
    profile: presentMiniProfile(row.other, lens),
    created_at: row.createdAt.toISOString(),
    sent_by: presentSentBy(row.sentBy),
  };
}

/** A report as its reporter sees it: only ever open when just filed. */
export function presentReport(row: ReportRecord): Report {
  return {
    id: row.id,
    user_to_id: row.reportedProfileId,
    reason: row.reason as ReportReason,
    details: row.details,
    status: 'open',
    created_at: row.createdAt.toISOString(),
  };
}
