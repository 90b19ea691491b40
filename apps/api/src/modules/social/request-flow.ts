import type { PlanName } from '@jodi/contract';
import type { Database } from '../../db/database';
import type { AppError } from '../../errors';
import type { Outbox } from '../../jobs/outbox';
import { parseUuid } from '../../lib/ids';
import type { RequestKind, SocialEvents } from './acceptance-events';
import { AcceptancesRepository } from './acceptances.repository';
import {
  ANSWER,
  CANCEL,
  type RequestAnswer,
  type RequestEnds,
  type RequestState,
  refusalOf,
  sendStep,
  WITHDRAW,
} from './request-state';
import type { SendLimits } from './send-limits';
import type { SentBy } from './sent-by';
import type { OwnProfileRefusal, TargetsService } from './targets.service';

type StoredRequest = RequestEnds & { id: string };

/** The stored requests of one kind (`RequestRows` over its table). */
export interface RequestStore<Row extends StoredRequest> {
  find(db: Database, id: string): Promise<Row | null>;
  from(db: Database, from: string, to: string): Promise<Row | null>;
  insertIfAbsent(db: Database, from: string, to: string, sentBy: SentBy | null): Promise<string | null>;
  answerIfPending(db: Database, id: string, answer: RequestAnswer): Promise<boolean>;
  deleteIfPending(db: Database, id: string): Promise<boolean>;
}

/** What one kind of request answers when a step is refused: its own texts and statuses. */
export interface RequestRefusals {
  /** Unknown, a stranger's, gone, or its other side no longer knowable (404). */
  notFound(): AppError;
  alreadySent(): AppError;
  /** The sender tried to answer. */
  notReceiver(): AppError;
  alreadyAnswered(): AppError;
  /** The receiver tried to cancel. */
  notSender(): AppError;
  notPendingToCancel(): AppError;
  /** Withdrawing a request that is not accepted (pending, declined, withdrawn already). */
  notAcceptedToWithdraw(): AppError;
}

/** What makes one kind of request itself. */
export interface RequestRules<Row> {
  kind: RequestKind;
  /** Asking back accepts the other side's pending request (interests: a match). */
  mutual: boolean;
  stateOf(row: Row): RequestState;
  /** The 400 for a request to the caller's own profile. */
  self: OwnProfileRefusal;
  refusals: RequestRefusals;
}

export interface RequestFlowDeps<Row extends StoredRequest> {
  db: Database;
  store: RequestStore<Row>;
  targets: TargetsService;
  /** The daily limits of sends by plan; absent, sends are not limited. */
  limits?: SendLimits;
  /** Runs each step's transaction with what it sets off (the transactional outbox). */
  outbox: Outbox;
  /** Told in the step's transaction when a request is made and when one is accepted. */
  events?: SocialEvents;
}

/**
 * The steps of the request state machine (request-state.ts) on stored rows, shared by interests
 * and chat requests. Every write takes the pair lock first (TargetsService), so two members
 * asking each other at once, or a block meanwhile, see each other's write.
 */
export class RequestFlow<Row extends StoredRequest> {
  private readonly acceptances = new AcceptancesRepository();

  constructor(
    private readonly deps: RequestFlowDeps<Row>,
    private readonly rules: RequestRules<Row>,
  ) {}

  /**
   * Sends a request (`created: true`), or accepts the other side's pending one instead (`created:
   * false`, not a send: no daily limit is taken). A new request takes one of `plan`'s daily sends;
   * `sentBy` (a relative acting for `me`, decision 33) is stored on it in the same transaction.
   */
  async send(
    me: string,
    rawTo: string,
    plan: PlanName,
    sentBy: SentBy | null = null,
  ): Promise<{ id: string; created: boolean }> {
    const { outbox, store, targets, limits, events } = this.deps;
    const { rules } = this;
    return outbox.transaction(async (effects) => {
      const { tx } = effects;
      const target = await targets.require(tx, me, rawTo, 'interact', {
        lock: true,
        self: rules.self,
      });
      const mine = await store.from(tx, me, target.id);
      const theirs = rules.mutual ? await store.from(tx, target.id, me) : null;
      const step = sendStep(this.stateOf(mine), this.stateOf(theirs), rules);
      if (step === 'accept-theirs' && theirs) {
        await store.answerIfPending(tx, theirs.id, 'accepted');
        await events?.accepted(effects, rules.kind, me, target.id);
        return { id: theirs.id, created: false };
      }
      if (step !== 'create') throw rules.refusals.alreadySent();
      await limits?.take(tx, me, rules.kind, plan);
      const id = await store.insertIfAbsent(tx, me, target.id, sentBy);
      if (!id) throw rules.refusals.alreadySent();
      await events?.requested(effects, rules.kind, me, target.id);
      return { id, created: true };
    });
  }

  /** The receiver accepts or declines a pending request. */
  async answer(me: string, rawId: string, answer: RequestAnswer): Promise<string> {
    const { outbox, store, events } = this.deps;
    const { refusals } = this.rules;
    return outbox.transaction(async (effects) => {
      const { tx } = effects;
      const row = await this.lockedRow(tx, me, rawId);
      const refused = refusalOf(ANSWER, row, this.rules.stateOf(row), me);
      if (refused === 'wrong-side') throw refusals.notReceiver();
      if (refused || !(await store.answerIfPending(tx, row.id, answer))) throw refusals.alreadyAnswered();
      if (answer === 'accepted') await events?.accepted(effects, this.rules.kind, me, row.fromProfileId);
      return row.id;
    });
  }

  /** The sender cancels (deletes) a pending request. */
  async cancel(me: string, rawId: string): Promise<{ id: string; deleted: true }> {
    const { db, store } = this.deps;
    const { refusals } = this.rules;
    return db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      const refused = refusalOf(CANCEL, row, this.rules.stateOf(row), me);
      if (refused === 'wrong-side') throw refusals.notSender();
      if (refused || !(await store.deleteIfPending(tx, row.id))) throw refusals.notPendingToCancel();
      return { id: row.id, deleted: true as const };
    });
  }

  /**
   * Either member withdraws an accepted request: every acceptance between the two ends at once
   * (`AcceptancesRepository.withdrawBetween`). Nobody is told.
   */
  async withdraw(me: string, rawId: string): Promise<string> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      if (refusalOf(WITHDRAW, row, this.rules.stateOf(row), me))
        throw this.rules.refusals.notAcceptedToWithdraw();
      await this.acceptances.withdrawBetween(tx, row.fromProfileId, row.toProfileId);
      return row.id;
    });
  }

  private stateOf(row: Row | null): RequestState | null {
    return row ? this.rules.stateOf(row) : null;
  }

  /** The request, read again under the pair lock; 404 for anything the caller may not know. */
  private async lockedRow(tx: Database, me: string, rawId: string): Promise<Row> {
    const { store, targets } = this.deps;
    const id = parseUuid(rawId);
    const row = id ? await targets.lockPairRow(tx, me, () => store.find(tx, id)) : null;
    if (!row) throw this.rules.refusals.notFound();
    return row;
  }
}
