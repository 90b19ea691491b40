import type { Interest, InterestType } from '@jodi/contract';
import type { Database } from '../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { MemberMedia } from '../privacy/member-media';
import { parseProfileId } from '../profiles/profiles.service';
import type { SocialEvents } from './acceptance-events';
import type { InterestRecord, InterestsRepository } from './interests.repository';
import { miniProfileLens } from './mini-profile';
import type { List, PageQuery } from './social.schema';
import { presentInterest } from './social-presenter';
import { callerProfile, type TargetsService } from './targets.service';

export interface InterestsDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: InterestsRepository;
  targets: TargetsService;
  /** Told when an interest is sent, and when one is accepted (the two have matched). */
  events?: SocialEvents;
}

/** Spec 7: the client warns 'Interest already sent' on 424. */
export const interestAlreadySent = () => AppError.of(424, 'Interest already sent');
const interestNotFound = () => notFound('Interest not found.');

/**
 * Interests (spec 4): sent pending, then accepted (a match) or declined by the receiver, or
 * cancelled by the sender while pending. Interest in each other is a match.
 */
export class InterestsService {
  constructor(private readonly deps: InterestsDeps) {}

  async list(user: AuthUser, type: InterestType, page: PageQuery): Promise<List<Interest>> {
    const me = callerProfile(user);
    const { rows, total } = await this.deps.repo.page(this.deps.db, me, type, page);
    const lens = await miniProfileLens(
      this.deps.media,
      me,
      rows.map((r) => (r.from === me ? r.toProfile : r.fromProfile)),
    );
    return {
      data: rows.map((row) => presentInterest(row, me, lens)),
      meta: { total, limit: page.limit, offset: page.offset },
    };
  }

  /**
   * Sends an interest (`created: true`). When the other side's interest in the caller is pending,
   * this accepts it instead: a match, answered with their interest (`created: false`). A second
   * interest in the same profile, or in one already matched with, is 424.
   */
  async send(user: AuthUser, rawTo: string): Promise<{ interest: Interest; created: boolean }> {
    const { db, repo, targets } = this.deps;
    const me = callerProfile(user);
    const result = await db.transaction(async (tx) => {
      const target = await targets.require(tx, me, rawTo, 'interact', {
        lock: true,
        selfMessage: 'You cannot send an interest to your own profile.',
      });
      const mine = await repo.from(tx, me, target.id);
      const theirs = await repo.from(tx, target.id, me);
      if (mine || theirs?.status === 'accepted') throw interestAlreadySent();
      if (theirs?.status === 'pending') {
        await repo.answerIfPending(tx, theirs.id, 'accepted');
        return { id: theirs.id, created: false, other: target.id };
      }
      return { id: await repo.insert(tx, me, target.id), created: true, other: target.id };
    });
    if (result.created) await this.deps.events?.requested('interest', me, result.other);
    else await this.tellAccepted(me, result.other);
    return { interest: await this.present(me, result.id), created: result.created };
  }

  /** The receiver accepts or declines a pending interest; the sender may not (403). */
  async answer(user: AuthUser, rawId: string, status: 'accepted' | 'declined'): Promise<Interest> {
    const me = callerProfile(user);
    const row = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      if (row.toProfileId !== me) throw forbidden('Only the receiver can answer an interest.');
      if (!(await this.deps.repo.answerIfPending(tx, row.id, status))) {
        throw conflict('This interest has already been answered.');
      }
      return row;
    });
    if (status === 'accepted') await this.tellAccepted(me, row.fromProfileId);
    return this.present(me, row.id);
  }

  /** After the commit: a failure to tell (a socket down) never undoes the match. */
  private async tellAccepted(me: string, other: string): Promise<void> {
    await this.deps.events?.accepted('interest', me, other).catch(() => {});
  }

  /** The sender cancels a pending interest (deleting it); the receiver may not (403). */
  async cancel(user: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    const me = callerProfile(user);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      if (row.fromProfileId !== me) throw forbidden('Only the sender can cancel an interest.');
      if (!(await this.deps.repo.deleteIfPending(tx, row.id))) {
        throw conflict('Only a pending interest can be cancelled.');
      }
      return { id: row.id, deleted: true as const };
    });
  }

  private async lockedRow(tx: Database, me: string, rawId: string): Promise<InterestRecord> {
    const id = parseProfileId(rawId);
    const row = id ? await this.deps.targets.lockPairRow(tx, me, () => this.deps.repo.find(tx, id)) : null;
    if (!row) throw interestNotFound();
    return row;
  }

  private async present(me: string, id: string): Promise<Interest> {
    const row = await this.deps.repo.item(this.deps.db, id);
    if (!row) throw interestNotFound();
    const lens = await miniProfileLens(this.deps.media, me, [
      row.from === me ? row.toProfile : row.fromProfile,
    ]);
    return presentInterest(row, me, lens);
  }
}
