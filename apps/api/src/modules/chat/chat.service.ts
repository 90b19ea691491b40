import type { ChatConnection, ChatMessage, ChatRequest, ChatThread } from '@jodi/contract';
import { CHAT_PAGE_SIZE } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { badRequest, forbidden } from '../../errors';
import type { Effects, Outbox } from '../../jobs/outbox';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { Realtime } from '../realtime/realtime';
import { sentByOf } from '../social/sent-by';
import type { Social } from '../social/social';
import { TargetsRepository } from '../social/targets.repository';
import { TargetsService } from '../social/targets.service';
import type { ChatRepository, MessageRecord } from './chat.repository';
import type { List } from './chat.schema';
import { presentConnection, presentMessage, presentThread } from './chat-presenter';
import { messageSafetyConcern } from './message-safety';

export interface ChatDeps {
  db: Database;
  /** Partners' photo URLs as their privacy choices allow. */
  media: MemberMedia;
  repo: ChatRepository;
  limits: RateLimitStore;
  realtime: Pick<Realtime, 'toUser'>;
  social: Pick<Social, 'chatRequests'>;
  /** Messages one member may send per window (default 30 a minute). */
  messageLimit?: Limit;
  /** Runs the send's transaction with what it sets off (the transactional outbox). */
  outbox: Outbox;
  /** Told of each stored message in its transaction (the receiver's notification). */
  events?: {
    messageSent(
      effects: Effects,
      from: string,
      to: string,
      times: { sentAt: Date; previousAt: Date | null },
    ): Promise<void>;
  };
}

export const MESSAGE_LIMIT: Limit = { max: 30, windowSeconds: 60 };
const MAX_SKIP = 100_000;

/** `{profileId}*{n}` (a bare id means n = 0); null when `n` is not a whole number. */
export function parseConversationSpec(spec: string): { profile: string; skip: number } | null {
  const star = spec.lastIndexOf('*');
  if (star < 0) return { profile: spec, skip: 0 };
  const n = spec.slice(star + 1);
  if (!/^\d{1,6}$/.test(n) || Number(n) > MAX_SKIP) return null;
  return { profile: spec.slice(0, star), skip: Number(n) };
}

/**
 * Chat between members who may message each other (policies/messaging.ts `canMessage`: a chat
 * request accepted either way, or matched interests; never across a block). Messages go out live to both sides'
 * sockets after they are stored; the REST calls below are what a client refetches on reconnect.
 */
export class ChatService {
  private readonly targets = new TargetsService(new TargetsRepository());

  constructor(private readonly deps: ChatDeps) {}

  /** Stores a message and pushes it: 403 without chat permission, 404 across a block, 429 when too fast. */
  async send(user: AuthUser, rawTo: string, text: string): Promise<ChatMessage> {
    const { outbox, repo, limits, events } = this.deps;
    const me = requireOwnProfileId(user);
    await enforceRateLimit(limits, [`chat:message:${user.id}`], this.deps.messageLimit ?? MESSAGE_LIMIT);
    const { record, receiverUserId } = await outbox.transaction(async (effects) => {
      const { tx } = effects;
      // The pair lock keeps a block from slipping in between the check and the insert.
      const target = await this.targets.requireWithStanding(tx, me, rawTo, 'interact', {
        lock: true,
        self: 'OWN_PROFILE_NOT_ALLOWED.chat',
      });
      const { standing } = target;
      if (!standing.canMessage) throw forbidden('CHAT_NOT_ALLOWED');
      // Before a match, a message asking for money or to move elsewhere carries a warning for the receiver.
      const safetyConcern = standing.matched ? null : messageSafetyConcern(text);
      const record = await repo.insert(tx, {
        fromProfileId: me,
        toProfileId: target.id,
        body: text,
        safetyConcern,
        sentBy: sentByOf(user),
      });
      await events?.messageSent(effects, me, record.toProfileId, {
        sentAt: record.createdAt,
        previousAt: record.previousAt,
      });
      return { record, receiverUserId: target.userId };
    });
    await this.pushMessage(user.id, receiverUserId, record);
    return presentMessage(record, me);
  }

  /** A page of the conversation, newest first; the first page (skip 0) marks their messages read. */
  async conversation(user: AuthUser, spec: string): Promise<List<ChatMessage>> {
    const { db, repo } = this.deps;
    const parsed = parseConversationSpec(spec);
    if (!parsed) throw badRequest('VALIDATION_FAILED.conversationPage');
    const me = requireOwnProfileId(user);
    const target = await this.targets.require(db, me, parsed.profile, 'interact', {
      self: 'OWN_PROFILE_NOT_ALLOWED.chat',
    });
    const page = { limit: CHAT_PAGE_SIZE, offset: parsed.skip };
    const { rows, total } = await repo.conversation(db, me, target.id, page);
    if (parsed.skip === 0 && (await repo.markRead(db, me, target.id)) > 0) {
      this.deps.realtime.toUser(user.id, 'publish', { chat_count: await repo.unreadCount(db, me) });
    }
    return { data: rows.map((row) => presentMessage(row, me)), meta: { total, ...page } };
  }

  /** The chat list: one row per partner, newest conversation first; blocked partners left out. */
  async threads(user: AuthUser, page: { limit: number; offset: number }): Promise<List<ChatThread>> {
    if (!user.profileId) return { data: [], meta: { total: 0, ...page } };
    const { rows, total } = await this.deps.repo.threads(this.deps.db, user.profileId, page);
    const me = user.profileId;
    const lens = await this.deps.media.lens(
      { kind: 'member', profileId: me },
      rows.map((row) => ({ id: row.partnerId, photoVisibility: row.photoVisibility })),
    );
    return { data: rows.map((row) => presentThread(row, me, lens)), meta: { total, ...page } };
  }

  /** Members the caller may chat with and has no message with yet, newest acceptance first. */
  async connections(user: AuthUser, page: { limit: number; offset: number }): Promise<List<ChatConnection>> {
    if (!user.profileId) return { data: [], meta: { total: 0, ...page } };
    const me = user.profileId;
    const { rows, total } = await this.deps.repo.connections(this.deps.db, me, page);
    const lens = await this.deps.media.lens(
      { kind: 'member', profileId: me },
      rows.map((row) => ({ id: row.partnerId, photoVisibility: row.photoVisibility })),
    );
    return { data: rows.map((row) => presentConnection(row, lens)), meta: { total, ...page } };
  }

  /** Unread messages to the caller (the bottom bar's badge). */
  async unreadCount(user: AuthUser): Promise<{ chat_count: number }> {
    if (!user.profileId) return { chat_count: 0 };
    return { chat_count: await this.deps.repo.unreadCount(this.deps.db, user.profileId) };
  }

  /** Pending chat requests to the caller (spec 7 GET /api/v1/invites). */
  invites(user: AuthUser, page: { limit: number; offset: number }): Promise<List<ChatRequest>> {
    return this.deps.social.chatRequests.list(user, false, page);
  }

  /** After commit: the message to both sides' tabs (each its own copy), then the receiver's new unread count. */
  private async pushMessage(senderUserId: string, receiverUserId: string | null, record: MessageRecord) {
    const { realtime, repo, db } = this.deps;
    realtime.toUser(senderUserId, 'message', presentMessage(record, record.fromProfileId));
    if (!receiverUserId) return;
    realtime.toUser(receiverUserId, 'message', presentMessage(record, record.toProfileId));
    try {
      realtime.toUser(receiverUserId, 'publish', {
        chat_count: await repo.unreadCount(db, record.toProfileId),
      });
    } catch {
      // The message is stored; the badge catches up on the client's next count call.
    }
  }
}
