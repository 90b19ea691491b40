import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parseProfileId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { BookmarksRepository } from './bookmarks.repository';
import { miniProfileLens } from './mini-profile';
import type { Bookmark, List, PageQuery } from './social.schema';
import { presentBookmark } from './social-presenter';
import type { TargetsService } from './targets.service';

export interface BookmarksDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: BookmarksRepository;
  targets: TargetsService;
}

/** Saved profiles (spec 4 Bookmark): add (idempotent), list, remove. */
export class BookmarksService {
  constructor(private readonly deps: BookmarksDeps) {}

  async list(user: AuthUser, page: PageQuery): Promise<List<Bookmark>> {
    const me = requireOwnProfileId(user);
    const { rows, total } = await this.deps.repo.page(this.deps.db, me, page);
    const lens = await miniProfileLens(
      this.deps.media,
      me,
      rows.map((r) => r.profile),
    );
    return {
      data: rows.map((row) => presentBookmark(row, lens)),
      meta: { total, limit: page.limit, offset: page.offset },
    };
  }

  /** Bookmarks `rawTo`; bookmarking it again answers the existing bookmark (`created: false`). */
  async add(user: AuthUser, rawTo: string): Promise<{ bookmark: Bookmark; created: boolean }> {
    const { db, repo, targets } = this.deps;
    const me = requireOwnProfileId(user);
    const result = await db.transaction(async (tx) => {
      const target = await targets.require(tx, me, rawTo, 'interact', {
        lock: true,
        self: 'OWN_PROFILE_NOT_ALLOWED.bookmark',
      });
      return repo.insertIfAbsent(tx, me, target.id);
    });
    const row = await repo.item(db, result.id);
    if (!row) throw notFound('BOOKMARK_NOT_FOUND');
    const lens = await miniProfileLens(this.deps.media, me, [row.profile]);
    return { bookmark: presentBookmark(row, lens), created: result.created };
  }

  /** Removes the caller's bookmark, named by the bookmark id or by the bookmarked profile's id. */
  async remove(user: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    const me = requireOwnProfileId(user);
    const id = parseProfileId(rawId);
    const deleted = id ? await this.deps.repo.deleteOwn(this.deps.db, me, id) : null;
    if (!deleted) throw notFound('BOOKMARK_NOT_FOUND');
    return { id: deleted, deleted: true };
  }
}
