import type { ChatRequest } from '@jodi/contract';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { MemberMedia } from '../privacy/member-media';
import { parseProfileId } from '../profiles/profiles.service';
import type { SocialEvents } from './acceptance-events';
import type { ChatRequestRecord, ChatRequestsRepository } from './chat-requests.repository';
import { miniProfileLens } from './mini-profile';
import type { ChatRequestAnswer, List, PageQuery } from './social.schema';
import { presentChatRequest } from './social-presenter';
import { callerProfile, type TargetsService } from './targets.service';

export interface ChatRequestsDeps {
  db: Database;
  /** Photo URLs as the members' privacy choices allow. */
  media: MemberMedia;
  repo: ChatRequestsRepository;
  targets: TargetsService;
  /** Told when a chat request is accepted. */
  events?: SocialEvents;
}

const requestNotFound = () => notFound('Chat request not found.');

/**
 * Chat requests (spec 4): pending (false, false) becomes accepted (true, false) or declined
 * (false, true) by the receiver, or is cancelled (deleted) by the sender. Nothing leaves an
 * answered state.
 */
export class ChatRequestsService {
  constructor(private readonly deps: ChatRequestsDeps) {}

  /** Pending requests to the caller (spec: `accepted=false`), or accepted ones either way. */
  async list(user: AuthUser, accepted: boolean, page: PageQuery): Promise<List<ChatRequest>> {
    const me = callerProfile(user);
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
    const { db, repo, targets } = this.deps;
    const me = callerProfile(user);
    const id = await db.transaction(async (tx) => {
      const target = await targets.require(tx, me, rawTo, 'interact', {
        lock: true,
        selfMessage: 'You cannot send a chat request to your own profile.',
      });
      const made = await repo.insertIfAbsent(tx, me, target.id);
      if (!made) throw conflict('Chat request already sent');
      return { id: made, to: target.id };
    });
    await this.deps.events?.requested('chat_request', me, id.to).catch(() => {});
    return this.present(me, id.id);
  }

  /** The receiver accepts or declines a pending request; the sender may not (403). */
  async answer(user: AuthUser, rawId: string, answer: ChatRequestAnswer): Promise<ChatRequest> {
    const me = callerProfile(user);
    const row = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      if (row.toProfileId !== me) throw forbidden('Only the receiver can answer a chat request.');
      if (!(await this.deps.repo.answerIfPending(tx, row.id, answer))) {
        throw conflict('This chat request has already been answered.');
      }
      return row;
    });
    // After the commit: a failure to tell (a socket down) never undoes the answer.
    if (answer === 'accepted') {
      await this.deps.events?.accepted('chat_request', me, row.fromProfileId).catch(() => {});
    }
    return this.present(me, row.id);
  }

  /** The sender cancels a pending request (deleting it); the receiver may not (403). */
  async cancel(user: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    const me = callerProfile(user);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, me, rawId);
      if (row.fromProfileId !== me) throw forbidden('Only the sender can cancel a chat request.');
      if (!(await this.deps.repo.deleteIfPending(tx, row.id))) {
        throw conflict('Only a pending chat request can be cancelled.');
      }
      return { id: row.id, deleted: true as const };
    });
  }

  private async lockedRow(tx: Database, me: string, rawId: string): Promise<ChatRequestRecord> {
    const id = parseProfileId(rawId);
    const row = id ? await this.deps.targets.lockPairRow(tx, me, () => this.deps.repo.find(tx, id)) : null;
    if (!row) throw requestNotFound();
    return row;
  }

  private async present(me: string, id: string): Promise<ChatRequest> {
    const row = await this.deps.repo.item(this.deps.db, me, id);
    if (!row) throw requestNotFound();
    return presentChatRequest(row, await miniProfileLens(this.deps.media, me, [row.other]));
  }
}
