import type { ScoreUp, ScoreUpResult } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProfileVisitsRepository } from './profile-visits.repository';
import { anonymousVisitorKey, type DailySalt, memberVisitorKey, visitDay } from './visitor-key';

/** Score-up calls one address may make (a page full of shared links is well under it). */
export const SCORE_UP_LIMIT: Limit = { max: 60, windowSeconds: 10 * 60 };

export interface ScoreUpDeps {
  db: Database;
  repo: ProfileVisitsRepository;
  profiles: Pick<ProfilesService, 'publicProfileRef'>;
  salts: DailySalt;
  limits: RateLimitStore;
  limit?: Limit;
  /** The clock (tests). */
  now?: () => Date;
}

export interface Client {
  ip: string;
  userAgent: string;
}

/** Counts visits to a profile: each visitor once per profile a day, never the owner. */
export class ScoreUpService {
  constructor(private readonly deps: ScoreUpDeps) {}

  async scoreUp(user: AuthUser | null, input: ScoreUp, client: Client): Promise<ScoreUpResult> {
    const { db, repo, profiles, salts, limits } = this.deps;
    await enforceRateLimit(limits, [`score-up:ip:${client.ip}`], this.deps.limit ?? SCORE_UP_LIMIT);
    const target = await profiles.publicProfileRef(input.to);
    if (!target) throw notFound('PROFILE_NOT_FOUND');
    if (user?.id === target.userId) return { counted: false };
    const day = visitDay(this.deps.now?.() ?? new Date());
    const visitorKey = user
      ? memberVisitorKey(user.id)
      : anonymousVisitorKey(await salts.of(day), client.ip, client.userAgent);
    const counted = await repo.recordOnce(db, {
      profileId: target.id,
      visitorKey,
      context: input.context,
      day,
    });
    return { counted };
  }
}
