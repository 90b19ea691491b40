import type { ChatRequest } from '@jodi/contract';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import type { Outbox } from '../../jobs/outbox';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { SocialEvents } from './acceptance-events';
import type { ChatRequestRecord, ChatRequestsRepository } from './chat-requests.repository';
import { miniProfileLens } from './mini-profile';
import { RequestFlow, type RequestRules } from './request-flow';
import type { SendLimits } from './send-limits';
import { sentByOf } from './sent-by';
import type { ChatRequestAnswer, List, PageQuery } from './social.schema';
import { presentChatRequest } from './social-presenter';
import type { TargetsService } from './targets.service';

export interface ChatRequestsDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: ChatRequestsRepository;
  targets: TargetsService;
  /** The daily limits of chat requests by plan. */
  limits?: SendLimits;
  /** Sends and answers run in its transactions, with what they set off. */
  outbox: Outbox;
  /** Told, in the step's transaction, when a chat request is accepted. */
  events?: SocialEvents;
}

const requestNotFound = () => notFound('CHAT_REQUEST_NOT_FOUND');

/** A chat request asked back is a second request (not an answer); its own texts for each refused step. */
const CHAT_REQUEST_RULES: RequestRules<ChatRequestRecord> = {
  kind: 'chat_request',
  mutual: false,
  stateOf: (row) => row.status,
  self: 'OWN_PROFILE_NOT_ALLOWED.chatRequest',
  refusals: {
    notFound: requestNotFound,
    alreadySent: () => conflict('CHAT_REQUEST_ALREADY_SENT'),
    notReceiver: () => forbidden('CHAT_REQUEST_RECEIVER_ONLY'),
    alreadyAnswered: () => conflict('CHAT_REQUEST_ALREADY_ANSWERED'),
    notSender: () => forbidden('CHAT_REQUEST_SENDER_ONLY'),
    notPendingToCancel: () => conflict('CHAT_REQUEST_NOT_PENDING'),
    notAcceptedToWithdraw: () => conflict('CHAT_REQUEST_NOT_ACCEPTED'),
  },
};

/**
 * Chat requests (spec 4): pending becomes accepted or declined by the receiver, or is cancelled
 * (deleted) by the sender; either member withdraws an accepted one (decision 28), which reads as
 * declined on the wire. Nothing leaves declined or withdrawn.
 */
export class ChatRequestsService {
  private readonly flow: RequestFlow<ChatRequestRecord>;

  constructor(private readonly deps: ChatRequestsDeps) {
    this.flow = new RequestFlow({ ...deps, store: deps.repo }, CHAT_REQUEST_RULES);
  }

  /** Pending requests to the caller (spec: `accepted=false`), or accepted ones either way. */
  async list(user: AuthUser, accepted: boolean, page: PageQuery): Promise<List<ChatRequest>> {
    const me = requireOwnProfileId(user);
    const { rows, total } = await this.deps.repo.page(this.deps.db, me, accepted, page);
    const lens = await miniProfileLens(
      this.deps.media,
      me,
      rows.map((r) => r.other),
    );
    return {
      data: rows.map((row) => presentChatRequest(row, lens)),
      meta: { total, limit: page.limit, offset: page.offset },
    };
  }

  /** A new pending request; whatever `accepted`/`declined` the client sent is ignored. Twice is 409. */
  async send(user: AuthUser, rawTo: string): Promise<ChatRequest> {
    const me = requireOwnProfileId(user);
    return this.present(me, (await this.flow.send(me, rawTo, user.plan, sentByOf(user))).id);
  }

  /** The receiver accepts or declines a pending request; the sender may not (403). */
  async answer(user: AuthUser, rawId: string, answer: ChatRequestAnswer): Promise<ChatRequest> {
    const me = requireOwnProfileId(user);
    return this.present(me, await this.flow.answer(me, rawId, answer));
  }

  /** The sender cancels a pending request (deleting it); the receiver may not (403). */
  async cancel(user: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    return this.flow.cancel(requireOwnProfileId(user), rawId);
  }

  /**
   * Either member withdraws an accepted request: every acceptance between the two ends (their
   * match too); earlier messages stay, new ones are refused.
   */
  async withdraw(user: AuthUser, rawId: string): Promise<ChatRequest> {
    const me = requireOwnProfileId(user);
    return this.present(me, await this.flow.withdraw(me, rawId));
  }

  private async present(me: string, id: string): Promise<ChatRequest> {
    const row = await this.deps.repo.item(this.deps.db, me, id);
    if (!row) throw requestNotFound();
    return presentChatRequest(row, await miniProfileLens(this.deps.media, me, [row.other]));
  }
}
