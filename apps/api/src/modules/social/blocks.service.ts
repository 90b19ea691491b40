import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parseProfileId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { BlocksRepository } from './blocks.repository';
import type { BookmarksRepository } from './bookmarks.repository';
import type { ChatRequestsRepository } from './chat-requests.repository';
import type { InterestsRepository } from './interests.repository';
import { miniProfileLens } from './mini-profile';
import type { Bookmark, PageQuery } from './social.schema';
import { presentBookmark } from './social-presenter';
import type { TargetFacts } from './targets.repository';
import type { TargetsService } from './targets.service';

export interface BlocksDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: BlocksRepository;
  bookmarks: BookmarksRepository;
  interests: InterestsRepository;
  chatRequests: ChatRequestsRepository;
  targets: TargetsService;
}

export interface BlockState {
  is_blocked: boolean;
}

const SELF = 'OWN_PROFILE_NOT_ALLOWED.block';

/**
 * A profile that blocked the caller is, to the caller, as unknown: isblock, block and
 * unblock answer the same 404 as for an id that does not exist. Only a block of the caller's own
 * (made before the other's) keeps the profile readable, so it can still be read and undone.
 */
function unlessItBlockedMe(target: TargetFacts): TargetFacts {
  if (target.blocksViewer && !target.blockedByViewer) throw notFound('PROFILE_NOT_FOUND');
  return target;
}

/**
 * Blocking (spec 4): either side's block hides the pair from each other everywhere. A block
 * also clears what is pending between them; answered interests and requests stay, unusable
 * while blocked. Only the caller's own block is ever read or undone, and a profile that blocked
 * the caller answers as unknown, so nobody learns of the other side's block.
 */
export class BlocksService {
  constructor(private readonly deps: BlocksDeps) {}

  /** Blocks (idempotent) and, in the same transaction, removes bookmarks both ways and cancels pending interests and chat requests. */
  async block(user: AuthUser, rawId: string): Promise<BlockState> {
    const { db, repo, targets } = this.deps;
    const me = requireOwnProfileId(user);
    await db.transaction(async (tx) => {
      const target = unlessItBlockedMe(
        await targets.require(tx, me, rawId, 'block', { lock: true, self: SELF }),
      );
      await repo.insert(tx, me, target.id);
      await this.deps.bookmarks.deletePair(tx, me, target.id);
      await this.deps.interests.deletePendingPair(tx, me, target.id);
      await this.deps.chatRequests.deletePendingPair(tx, me, target.id);
    });
    return { is_blocked: true };
  }

  /** Removes the caller's block (idempotent); a block by the other side stays and keeps the pair hidden. */
  async unblock(user: AuthUser, rawId: string): Promise<BlockState> {
    const { db, repo, targets } = this.deps;
    const me = requireOwnProfileId(user);
    await db.transaction(async (tx) => {
      const target = unlessItBlockedMe(
        await targets.require(tx, me, rawId, 'block', { lock: true, self: SELF }),
      );
      if (target.blockedByViewer) await repo.delete(tx, me, target.id);
    });
    return { is_blocked: false };
  }

  /** The profiles the caller blocked, so they can find them again and unblock. */
  async list(
    user: AuthUser,
    page: PageQuery,
  ): Promise<{ data: Bookmark[]; meta: PageQuery & { total: number } }> {
    const me = requireOwnProfileId(user);
    const { rows, total } = await this.deps.repo.page(this.deps.db, me, page);
    const lens = await miniProfileLens(
      this.deps.media,
      me,
      rows.map((r) => r.profile),
    );
    return { data: rows.map((row) => presentBookmark(row, lens)), meta: { total, ...page } };
  }

  /** Whether the caller blocked the profile (the button then reads Unblock); never for their own. */
  async isBlocked(user: AuthUser, rawId: string): Promise<BlockState> {
    const me = requireOwnProfileId(user);
    if (parseProfileId(rawId) === me) return { is_blocked: false };
    const target = unlessItBlockedMe(
      await this.deps.targets.require(this.deps.db, me, rawId, 'block', { self: SELF }),
    );
    return { is_blocked: target.blockedByViewer };
  }
}
