import type { Interest, InterestType } from '@jodi/contract';
import type { Database } from '../../db/database';
import { appError, conflict, forbidden, notFound } from '../../errors';
import type { Outbox } from '../../jobs/outbox';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { SocialEvents } from './acceptance-events';
import type { InterestRecord, InterestsRepository } from './interests.repository';
import { miniProfileLens } from './mini-profile';
import { RequestFlow, type RequestRules } from './request-flow';
import type { RequestAnswer } from './request-state';
import type { SendLimits } from './send-limits';
import { sentByOf } from './sent-by';
import type { List, PageQuery } from './social.schema';
import { presentInterest } from './social-presenter';
import type { TargetsService } from './targets.service';

export interface InterestsDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: InterestsRepository;
  targets: TargetsService;
  /** The daily limits of interests by plan. */
  limits?: SendLimits;
  /** Sends and answers run in its transactions, with what they set off. */
  outbox: Outbox;
  /** Told, in the step's transaction, when an interest is sent, and when one is accepted (the two have matched). */
  events?: SocialEvents;
}

/** Spec 7: the client warns 'Interest already sent' on 424. */
export const interestAlreadySent = () => appError('INTEREST_ALREADY_SENT');
const interestNotFound = () => notFound('INTEREST_NOT_FOUND');

/** An interest asked back is a match; its own texts for each refused step. */
const INTEREST_RULES: RequestRules<InterestRecord> = {
  kind: 'interest',
  mutual: true,
  stateOf: (row) => row.status,
  self: 'OWN_PROFILE_NOT_ALLOWED.interest',
  refusals: {
    notFound: interestNotFound,
    alreadySent: interestAlreadySent,
    notReceiver: () => forbidden('INTEREST_RECEIVER_ONLY'),
    alreadyAnswered: () => conflict('INTEREST_ALREADY_ANSWERED'),
    notSender: () => forbidden('INTEREST_SENDER_ONLY'),
    notPendingToCancel: () => conflict('INTEREST_NOT_PENDING'),
    notAcceptedToWithdraw: () => conflict('INTEREST_NOT_ACCEPTED'),
  },
};

/**
 * Interests (spec 4): sent pending, then accepted (a match) or declined by the receiver, or
 * cancelled by the sender while pending. Interest in each other is a match.
 */
export class InterestsService {
  private readonly flow: RequestFlow<InterestRecord>;

  constructor(private readonly deps: InterestsDeps) {
    this.flow = new RequestFlow({ ...deps, store: deps.repo }, INTEREST_RULES);
  }

  async list(user: AuthUser, type: InterestType, page: PageQuery): Promise<List<Interest>> {
    const me = requireOwnProfileId(user);
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
    const me = requireOwnProfileId(user);
    const { id, created } = await this.flow.send(me, rawTo, user.plan, sentByOf(user));
    return { interest: await this.present(me, id), created };
  }

  /** The receiver accepts or declines a pending interest; the sender may not (403). */
  async answer(user: AuthUser, rawId: string, status: RequestAnswer): Promise<Interest> {
    const me = requireOwnProfileId(user);
    return this.present(me, await this.flow.answer(me, rawId, status));
  }

  /** The sender cancels a pending interest (deleting it); the receiver may not (403). */
  async cancel(user: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    return this.flow.cancel(requireOwnProfileId(user), rawId);
  }

  /**
   * Either member of a match withdraws it: the match is gone and every acceptance between the two
   * ends with it; earlier messages stay, new ones are refused. Reads as declined afterwards.
   */
  async withdraw(user: AuthUser, rawId: string): Promise<Interest> {
    const me = requireOwnProfileId(user);
    return this.present(me, await this.flow.withdraw(me, rawId));
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
