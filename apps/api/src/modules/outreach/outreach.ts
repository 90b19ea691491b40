import type { ContactsSource } from '../../adapters/google-people';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import type { SettingsRepository } from '../content/settings.repository';
import type { ProfilesService } from '../profiles/profiles.service';
import { ContactFinderRepository } from './contact-finder.repository';
import { ContactFinderService } from './contact-finder.service';
import { ProfileVisitsRepository } from './profile-visits.repository';
import { ScoreUpService } from './score-up.service';
import { DailySalt } from './visitor-key';

/** Score-up (profile visits) and the contact finder, built once per app. */
export interface Outreach {
  scoreUp: ScoreUpService;
  contactFinder: ContactFinderService;
}

export interface OutreachDeps {
  db: Database;
  settings: SettingsRepository;
  profiles: ProfilesService;
  limits: RateLimitStore;
  /** Google People when the finder is set up (GOOGLE_CLIENT_ID), else null. */
  people: ContactsSource | null;
  log: { warn(obj: object, msg: string): void };
}

export function createOutreach(deps: OutreachDeps): Outreach {
  const { db, settings, profiles, limits, people, log } = deps;
  return {
    scoreUp: new ScoreUpService({
      db,
      repo: new ProfileVisitsRepository(),
      profiles,
      salts: new DailySalt({ db, settings }),
      limits,
    }),
    contactFinder: new ContactFinderService({ db, repo: new ContactFinderRepository(), people, limits, log }),
  };
}
