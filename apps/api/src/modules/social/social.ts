import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import type { Outbox } from '../../jobs/outbox';
import type { MemberMedia } from '../privacy/member-media';
import type { SocialEvents } from './acceptance-events';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';
import { BookmarksRepository } from './bookmarks.repository';
import { BookmarksService } from './bookmarks.service';
import { ChatRequestsRepository } from './chat-requests.repository';
import { ChatRequestsService } from './chat-requests.service';
import { SocialInteractions } from './interactions';
import { InterestsRepository } from './interests.repository';
import { InterestsService } from './interests.service';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { SendLimits } from './send-limits';
import { TargetsRepository } from './targets.repository';
import { TargetsService } from './targets.service';

export { canMessage, pairStanding } from './targets.repository';

/** The social module's services, built once per app. */
export interface Social {
  bookmarks: BookmarksService;
  interests: InterestsService;
  chatRequests: ChatRequestsService;
  blocks: BlocksService;
  reports: ReportsService;
  /** The profile view's flags (the profiles module's `InteractionsLookup`). */
  interactions: SocialInteractions;
  /** Who may act on a profile (the one check, shared with matchmaking's skips). */
  targets: TargetsService;
}

export function createSocial(deps: {
  db: Database;
  limits: RateLimitStore;
  media: MemberMedia;
  /** Interests' and chat requests' steps run in its transactions, with what they set off. */
  outbox: Outbox;
  events?: SocialEvents;
}): Social {
  const { db, limits, media, outbox, events } = deps;
  const targets = new TargetsService(new TargetsRepository());
  const bookmarksRepo = new BookmarksRepository();
  const interestsRepo = new InterestsRepository();
  const chatRequestsRepo = new ChatRequestsRepository();
  const sendLimits = new SendLimits();
  return {
    bookmarks: new BookmarksService({ db, media, repo: bookmarksRepo, targets }),
    interests: new InterestsService({
      db,
      media,
      repo: interestsRepo,
      targets,
      limits: sendLimits,
      outbox,
      events,
    }),
    chatRequests: new ChatRequestsService({
      db,
      media,
      repo: chatRequestsRepo,
      targets,
      limits: sendLimits,
      outbox,
      events,
    }),
    blocks: new BlocksService({
      db,
      media,
      repo: new BlocksRepository(),
      bookmarks: bookmarksRepo,
      interests: interestsRepo,
      chatRequests: chatRequestsRepo,
      targets,
    }),
    reports: new ReportsService({ db, repo: new ReportsRepository(), targets, limits }),
    interactions: new SocialInteractions(),
    targets,
  };
}
