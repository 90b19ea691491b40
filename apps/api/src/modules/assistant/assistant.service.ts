import { type BotRefusalCode, botEvent, botQuestionSchema } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ActingProfiles } from '../../policies/acting-profile';
import { planUnlocks } from '../../policies/plan-features';
import type { AuthUserRepository } from '../auth/auth-user.repository';
import type { ProfilesService } from '../profiles/profiles.service';
import type { Realtime } from '../realtime/realtime';
import type { SocketUser } from '../realtime/socket-auth';
import { factsFromProfile, type ProfileFacts } from './profile-facts';
import type { ProfileHelper } from './profile-helper';
import { assistantTexts } from './texts';
import { answerLanguage } from './topics';

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface AssistantServiceDeps {
  users: Pick<AuthUserRepository, 'findActiveForToken'>;
  /** Who may ask for a managed profile (policies/acting-profile.ts). */
  acting: Pick<ActingProfiles, 'actAsIfManaging'>;
  profiles: Pick<ProfilesService, 'profileFor'>;
  limits: RateLimitStore;
  realtime: Pick<Realtime, 'toUser' | 'onClientEvent'>;
  /** The configured helper (a model, or the built-in one). */
  helper: ProfileHelper;
  /** Answers when the configured helper fails before saying anything. */
  fallback: ProfileHelper;
  /** Questions per member per window, across all profiles. */
  limit: { max: number; windowSeconds: number };
  /** Longest a model may take for one answer. */
  answerTimeoutMs: number;
  log: Logger;
}

export const QUESTION_EVENT = 'from_user_to_bot-{userId}';

/** The helper's refusals in English; each language has its own (texts `refusals`). */
export const REFUSALS: Record<BotRefusalCode, string> = assistantTexts('en').refusals;

/**
 * The AI helper: a member asks about a profile over the socket and the answer streams back on
 * `bot-{userId}`. What the helper knows is exactly what the member may see of the profile (the
 * same `profileFor` as the profile view, without the blocker's exception) plus their Gun Milan.
 * It answers in the asker's language: that of a question written in Devanagari (Marathi or Hindi),
 * else the member's own (topics.ts `answerLanguage`).
 */
export class AssistantService {
  /** Each member's answers go out one after the other, so two answers never interleave. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly deps: AssistantServiceDeps) {}

  listen(): void {
    this.deps.realtime.onClientEvent(QUESTION_EVENT, (payload, { user, forProfile }) =>
      this.enqueue(user, payload, forProfile),
    );
  }

  private enqueue(user: SocketUser, payload: unknown, forProfile?: string): Promise<void> {
    const previous = this.queues.get(user.id) ?? Promise.resolve();
    const next = previous.then(() => this.ask(user, payload, forProfile));
    this.queues.set(user.id, next);
    return next.finally(() => {
      if (this.queues.get(user.id) === next) this.queues.delete(user.id);
    });
  }

  /**
   * Answers one question; blank or malformed questions, and revoked sockets, are ignored. A relative
   * asking for a profile they manage (`forProfile`, checked by the socket against their account) is
   * answered as that profile: its plan, its view of `pid` (decision 33); the answer goes to the
   * relative's own socket, marked with the profile.
   */
  async ask(socketUser: SocketUser, payload: unknown, forProfile?: string): Promise<void> {
    const parsed = botQuestionSchema.safeParse(payload);
    if (!parsed.success) return;
    const { message: question, pid } = parsed.data;
    const account = await this.deps.users.findActiveForToken({
      sub: socketUser.id,
      tv: socketUser.tokenVersion,
      sid: socketUser.sessionId,
    });
    if (!account) return;
    const user = forProfile ? await this.deps.acting.actAsIfManaging(account, forProfile) : account;
    if (!user) return;
    const language = answerLanguage(question, user.language);
    const refusals = assistantTexts(language).refusals;
    const mark = forProfile ? { for_profile: forProfile } : {};
    const send = (message: string, done: boolean, code?: BotRefusalCode) =>
      this.deps.realtime.toUser(
        account.id,
        botEvent(account.id),
        code ? { pid, message, done, code, ...mark } : { pid, message, done, ...mark },
      );
    const refuse = (code: BotRefusalCode) => send(refusals[code], true, code);

    if (!planUnlocks(user.plan, 'ai_help')) return refuse('PLAN_UPGRADE_REQUIRED');
    const { max, windowSeconds } = this.deps.limit;
    const hit = await this.deps.limits.hit(`assistant:${account.id}`, windowSeconds);
    if (hit.count > max) return refuse('RATE_LIMITED');
    const facts = await this.factsFor(user, pid, language);
    if (!facts) return refuse('PROFILE_NOT_FOUND');
    await this.stream(question, facts, send);
  }

  private async factsFor(user: AuthUser, pid: string, language: Language): Promise<ProfileFacts | null> {
    try {
      // Presented in the answer's language, so the view's Gun Milan texts are in it too.
      const { profile } = await this.deps.profiles.profileFor({ ...user, language }, pid);
      return factsFromProfile(profile, language);
    } catch (err) {
      if (err instanceof AppError && err.code === 'PROFILE_NOT_FOUND') return null;
      throw err;
    }
  }

  private async stream(
    question: string,
    facts: ProfileFacts,
    send: (message: string, done: boolean, code?: BotRefusalCode) => void,
  ): Promise<void> {
    const { helper, fallback, answerTimeoutMs, log } = this.deps;
    const timeout = () => AbortSignal.timeout(answerTimeoutMs);
    let said = false;
    try {
      for await (const piece of helper.answer(question, facts, timeout())) {
        if (!piece) continue;
        said = true;
        send(piece, false);
      }
    } catch (err) {
      log.warn({ err, helper: helper.name }, 'the AI helper failed');
      if (said) return send(` ${assistantTexts(facts.language).refusals.UNAVAILABLE}`, true, 'UNAVAILABLE');
    }
    // A model that failed or said nothing: the built-in helper answers instead.
    if (!said && helper !== fallback) {
      for await (const piece of fallback.answer(question, facts, timeout())) send(piece, false);
    }
    send('', true);
  }
}
