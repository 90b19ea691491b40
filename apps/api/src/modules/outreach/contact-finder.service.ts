import type { FoundContact, PlanName } from '@jodi/contract';
import { type ContactsSource, GooglePeopleError } from '../../adapters/google-people';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { type AppError, appError } from '../../errors';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { planUnlocks } from '../../policies/plan-features';
import type { ContactFinderRepository } from './contact-finder.repository';

/** Searches one member may run an hour (each reads their whole address book from Google). */
export const CONTACT_FINDER_LIMIT: Limit = { max: 10, windowSeconds: 60 * 60 };

export interface ContactFinderDeps {
  db: Database;
  repo: ContactFinderRepository;
  /** Google People; null when GOOGLE_CLIENT_ID is not set (the finder is off). */
  people: ContactsSource | null;
  limits: RateLimitStore;
  limit?: Limit;
  log: { warn(obj: object, msg: string): void };
}

export const contactFinderNotSetUp = () => appError('CONTACT_FINDER_NOT_SET_UP');

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * The contact finder (paid plans): which of a member's Google contacts have a Jodi profile they
 * may see. The access token and the contacts are used once, in memory, and never stored.
 */
export class ContactFinderService {
  constructor(private readonly deps: ContactFinderDeps) {}

  /** Whether the member is offered the finder (the `score` event's show_google_btn); decided only here. */
  offeredTo(plan: PlanName): boolean {
    return this.deps.people !== null && planUnlocks(plan, 'contact_finder');
  }

  async find(user: AuthUser, accessToken: string): Promise<FoundContact[]> {
    const { db, repo, people, limits } = this.deps;
    if (!people) throw contactFinderNotSetUp();
    await enforceRateLimit(limits, [`contact-finder:${user.id}`], this.deps.limit ?? CONTACT_FINDER_LIMIT);
    const contacts = await people.connections(accessToken).catch((err: unknown) => {
      throw this.failure(err);
    });
    // The name each e-mail has in the member's own address book (the first one wins).
    const names = new Map<string, string | null>();
    for (const contact of contacts) {
      for (const email of contact.emails) {
        const key = normalised(email);
        if (key.includes('@') && !names.has(key)) names.set(key, contact.name);
      }
    }
    names.delete(normalised(user.email));
    if (names.size === 0) return [];
    const matches = await repo.profilesByEmail(db, { userId: user.id, profileId: user.profileId }, [
      ...names.keys(),
    ]);
    return matches.map((m) => ({ name: names.get(m.email) ?? m.name, profile_id: m.profileId }));
  }

  private failure(err: unknown): AppError {
    if (err instanceof GooglePeopleError && (err.status === 401 || err.status === 403)) {
      return appError('GOOGLE_TOKEN_REJECTED');
    }
    this.deps.log.warn({ reason: (err as Error).message }, 'contact finder: Google People failed');
    return appError('CONTACT_FINDER_UNAVAILABLE');
  }
}
