import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Storage } from '../../adapters/storage';
import type { WhatsAppSender } from '../../adapters/whatsapp';
import type { Database } from '../../db/database';
import { callAudioKey } from './call-audio-link';
import { CallLogsRepository } from './call-logs.repository';
import { CallLogsService } from './call-logs.service';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { StaffDeskRepository } from './staff-desk.repository';
import { StaffDeskService } from './staff-desk.service';
import { StaffDirectoryRepository } from './staff-directory.repository';
import { StaffDirectoryService } from './staff-directory.service';
import { StaffLookupsRepository } from './staff-lookups.repository';
import { TrailEventsRepository } from './trail-events.repository';
import type { TrailsRepository } from './trails.repository';
import { TrailsService } from './trails.service';
import { WaMessagesRepository } from './wa-messages.repository';
import { WhatsAppInvitesService } from './whatsapp.service';

/** The staff desk's services (decision 9), built once per app. */
export interface Staff {
  callLogs: CallLogsService;
  invites: WhatsAppInvitesService;
  trails: TrailsService;
  directory: StaffDirectoryService;
  moderation: ModerationService;
  desk: StaffDeskService;
}

export interface StaffDeps {
  db: Database;
  storage: Storage;
  limits: RateLimitStore;
  whatsapp: WhatsAppSender;
  /** The stored trail; shared with the profiles module, which records when a profile is completed. */
  trails: TrailsRepository;
  jwtSecret: string;
  appIds: string[];
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  /** Closes a member's open sockets when staff suspend them. */
  sessions: { endSessions(userId: string): void };
}

export function createStaff(deps: StaffDeps): Staff {
  const { db, storage, limits, trails, appIds } = deps;
  const lookups = new StaffLookupsRepository();
  const callLogsRepo = new CallLogsRepository();
  const waMessages = new WaMessagesRepository();
  return {
    callLogs: new CallLogsService({
      db,
      repo: callLogsRepo,
      waMessages,
      trails,
      lookups,
      storage,
      audioLinkKey: callAudioKey(deps.jwtSecret),
      appIds,
    }),
    invites: new WhatsAppInvitesService({
      db,
      sender: deps.whatsapp,
      waMessages,
      callLogs: callLogsRepo,
      trails,
      limits,
      publicUrl: deps.publicUrl,
      log: deps.log,
    }),
    trails: new TrailsService({ db, repo: trails, events: new TrailEventsRepository(), lookups }),
    directory: new StaffDirectoryService({
      db,
      repo: new StaffDirectoryRepository(),
      lookups,
      trails,
      appIds,
    }),
    moderation: new ModerationService({
      db,
      repo: new ModerationRepository(),
      lookups,
      trails,
      sessions: deps.sessions,
    }),
    desk: new StaffDeskService({ db, repo: new StaffDeskRepository(), appIds }),
  };
}
