import path from 'node:path';
import { Redis } from 'ioredis';
import { GooglePeopleClient } from './adapters/google-people';
import { type Mailer, OutboxMailer, SmtpMailer } from './adapters/mail';
import { createPaymentProvider } from './adapters/payments/create-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './adapters/rate-limit-store';
import { S3Storage } from './adapters/s3-storage';
import { LocalDiskStorage, type Storage } from './adapters/storage';
import { FfmpegVideoTools } from './adapters/video-tools/ffmpeg-video-tools';
import { resolveVideoToolPaths } from './adapters/video-tools/tool-paths';
import { createWhatsAppSender, type WhatsAppSender } from './adapters/whatsapp';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { BackgroundWork } from './jobs/background-work';
import { JobQueue } from './jobs/job-queue';
import { Outbox } from './jobs/outbox';
import { resolveJwtSecret, TokenService } from './lib/tokens';
import { AdsRepository } from './modules/ads/ads.repository';
import { AdsService } from './modules/ads/ads.service';
import { LeadsRepository } from './modules/ads/leads.repository';
import { LeadsService } from './modules/ads/leads.service';
import { AssistantService } from './modules/assistant/assistant.service';
import { createProfileHelper } from './modules/assistant/create-helper';
import { BuiltInProfileHelper, type ProfileHelper } from './modules/assistant/profile-helper';
import { AstroRepository } from './modules/astro/astro.repository';
import { AstroService } from './modules/astro/astro.service';
import { AttemptThrottle } from './modules/auth/attempt-throttle';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { AuthUserRepository } from './modules/auth/auth-user.repository';
import { AuthUserCache } from './modules/auth/auth-user-cache';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { BillingRepository } from './modules/billing/billing.repository';
import { BillingService } from './modules/billing/billing.service';
import { BiodataService } from './modules/biodata/biodata.service';
import { biodataKey } from './modules/biodata/biodata-token';
import { BlogRepository } from './modules/blog/blog.repository';
import { BlogService } from './modules/blog/blog.service';
import { BoostRepository } from './modules/boost/boost.repository';
import { BoostService } from './modules/boost/boost.service';
import { ChatRepository } from './modules/chat/chat.repository';
import { ChatService } from './modules/chat/chat.service';
import { ContactsRepository } from './modules/contacts/contacts.repository';
import { ContactsService } from './modules/contacts/contacts.service';
import { type Content, createContent } from './modules/content/content';
import { EventReminders } from './modules/events/event-reminders';
import { defineEventJobs } from './modules/events/events.jobs';
import { EventsRepository } from './modules/events/events.repository';
import { EventsService } from './modules/events/events.service';
import { defineFamilyJobs } from './modules/family/family.jobs';
import { FamilyRepository } from './modules/family/family.repository';
import { FamilyService } from './modules/family/family.service';
import { inviteSealKey } from './modules/family/invite-mail';
import { defineMatchListJobs, MatchListJobs } from './modules/matchmaking/match-list.jobs';
import { MatchListUpkeep } from './modules/matchmaking/match-list-upkeep';
import { MatchListUpkeepRepository } from './modules/matchmaking/match-list-upkeep.repository';
import { MatchPlacement } from './modules/matchmaking/match-placement';
import { defineMatchPlacementJobs, MatchPlacementQueue } from './modules/matchmaking/match-placement.jobs';
import { MatchPlacementRepository } from './modules/matchmaking/match-placement.repository';
import { MatchmakingRepository } from './modules/matchmaking/matchmaking.repository';
import { MatchmakingService } from './modules/matchmaking/matchmaking.service';
import { MyDataRepository } from './modules/my-data/my-data.repository';
import { MyDataService } from './modules/my-data/my-data.service';
import { myDataKey } from './modules/my-data/my-data-link';
import { pruneDeliveries } from './modules/notifications/channels/delivered-once';
import { MailDelivery } from './modules/notifications/channels/mail';
import { PushDelivery } from './modules/notifications/channels/push';
import { DigestMailer } from './modules/notifications/mail/digest';
import { MailRepository } from './modules/notifications/mail/mail.repository';
import { UnsubscribeService } from './modules/notifications/mail/unsubscribe';
import { unsubscribeKey } from './modules/notifications/mail/unsubscribe-link';
import { MemberNotifier } from './modules/notifications/member-notifier';
import {
  DELIVER_MAIL,
  DELIVER_PUSH,
  defineNotificationJobs,
} from './modules/notifications/notifications.jobs';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PlanReminders } from './modules/notifications/plan-reminders';
import { createOutreach, type Outreach } from './modules/outreach/outreach';
import { definePhotoCopyJobs, type PhotoCopyJobs } from './modules/photos/photo-copies.jobs';
import { PhotoCopiesBackfill } from './modules/photos/photo-copies-backfill';
import { PhotosRepository } from './modules/photos/photos.repository';
import { PhotosService } from './modules/photos/photos.service';
import { PlacesService } from './modules/places/places.service';
import { MediaSigner } from './modules/privacy/media-signing';
import { MemberMedia } from './modules/privacy/member-media';
import { PrivacyRepository } from './modules/privacy/privacy.repository';
import { PrivacyService } from './modules/privacy/privacy.service';
import { ProfilesRepository } from './modules/profiles/profiles.repository';
import { ProfilesService } from './modules/profiles/profiles.service';
import { PushRepository } from './modules/push/push.repository';
import { PushService } from './modules/push/push.service';
import { WebPushSender } from './modules/push/push-sender';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import { Realtime } from './modules/realtime/realtime';
import { createSocketAuthenticator } from './modules/realtime/socket-auth';
import { AcceptanceBroadcast, allOf } from './modules/social/acceptance-events';
import { createSocial, type Social } from './modules/social/social';
import { createStaff, type Staff } from './modules/staff/staff';
import { profileCompletedTrail, TrailsRepository } from './modules/staff/trails.repository';
import { VerificationRepository } from './modules/verification/verification.repository';
import { documentsLookup, VerificationService } from './modules/verification/verification.service';
import { VideoRepository } from './modules/video/video.repository';
import { VideoService } from './modules/video/video.service';
import { VideoStaging } from './modules/video/video-staging';
import { createGuards, type Guards } from './plugins/auth';
import { ActingProfiles } from './policies/acting-profile';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Everything the modules need, built once per app from the config. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** Background jobs in the database (decision 19); the app starts and stops it. */
  jobs: JobQueue;
  /** Transactions with what they set off: jobs written in them, live events after (decision 29). */
  outbox: Outbox;
  redis: Redis | undefined;
  tokens: TokenService;
  /** Signed-in callers kept by session until the database announces a change (decision 42). */
  authUserCache: AuthUserCache;
  mailer: Mailer;
  storage: Storage;
  limits: RateLimitStore;
  guards: Guards;
  auth: AuthService;
  photos: PhotosService;
  /** The AVIF and WebP copies of photos stored as JPEGs only, before decision 23 (its job is defined on `jobs`). */
  photoCopies: PhotoCopyJobs;
  video: VideoService;
  profiles: ProfilesService;
  matchmaking: MatchmakingService;
  /** Profile boost (decision 32): merged into the listing and /matches when they are read. */
  boost: BoostService;
  notifications: NotificationsService;
  /** Web Push: the VAPID key and the members' browsers (the `notify-push` job sends). */
  push: PushService;
  /** The mail channel's unsubscribe links (the notifications' jobs are defined on `jobs`). */
  unsubscribe: UnsubscribeService;
  astro: AstroService;
  contacts: ContactsService;
  social: Social;
  /** Members' photo and video URLs per viewer, and the media route's check. */
  media: MemberMedia;
  privacy: PrivacyService;
  realtime: Realtime;
  chat: ChatService;
  payments: PaymentProvider;
  billing: BillingService;
  verification: VerificationService;
  biodata: BiodataService;
  myData: MyDataService;
  staff: Staff;
  assistant: AssistantService;
  blog: BlogService;
  /** Community events (decision 34); its reminders' job is defined on `jobs`. */
  events: EventsService;
  content: Content;
  ads: AdsService;
  leads: LeadsService;
  outreach: Outreach;
  /** Family management (decision 33): invitations, managers, the managed-profile switcher. */
  family: FamilyService;
  /** The birth-place gazetteer's search (loaded on the first search). */
  places: PlacesService;
}

export interface ContextOverrides {
  mailer?: Mailer;
  storage?: Storage;
  limits?: RateLimitStore;
  payments?: PaymentProvider;
  /** The staff desk's WhatsApp invites (tests record them). */
  whatsapp?: WhatsAppSender;
  /** The AI helper's answerer (tests use a fake model). */
  profileHelper?: ProfileHelper;
}

export function createContext(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  overrides: ContextOverrides = {},
): AppContext {
  const db = database.db;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
        // Concurrent requests' rate-limit checks share a write to Redis.
        enableAutoPipelining: true,
      })
    : undefined;
  // A Redis restart must not crash the process; ioredis reconnects by itself.
  redis?.on('error', () => {});
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new TokenService(jwtSecret, config.jwtTtlSeconds);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new OutboxMailer(db, path.join(config.dataDir, 'outbox'), log));
  const storage =
    overrides.storage ??
    (config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'media')));
  const limits =
    overrides.limits ??
    (redis ? new RedisRateLimitStore(redis, `${config.redisPrefix}rl:`) : new MemoryRateLimitStore());
  const authUserCache = new AuthUserCache(database.signals);
  const authUsers = new AuthUserRepository(db, authUserCache);
  /** Who may act for a managed profile (decision 33): the guards' and the socket's one rule. */
  const acting = new ActingProfiles(db);
  const guards = createGuards(tokens, authUsers, acting);
  const realtime = new Realtime({
    authenticate: createSocketAuthenticator(tokens, authUsers),
    allowedOrigins: config.allowedOrigins,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined,
    log,
    managed: acting,
  });
  /** Members' photo and video URLs, signed per viewer as their privacy choices allow (decision 18). */
  const media = new MemberMedia({ db, signer: new MediaSigner(jwtSecret) });
  const { max, accountMax, windowSeconds } = config.authRateLimit;
  /** Work done after an answer has gone (reset mail, data archives). */
  const background = new BackgroundWork(log);
  const authRepository = new AuthRepository();
  const auth = new AuthService({
    db,
    repo: authRepository,
    sessionsRepo: new SessionsRepository(),
    tokens,
    mailer,
    storage,
    throttle: new AttemptThrottle(limits, {
      perAddress: { max: max * 5, windowSeconds },
      perAccountAndAddress: { max, windowSeconds },
      perAccount: { max: accountMax, windowSeconds },
    }),
    background,
    publicUrl: config.publicUrl,
    media,
    sessions: realtime,
  });
  const contactsRepo = new ContactsRepository();
  const jobs = new JobQueue(database.jobs, log, config.jobs);
  const outbox = new Outbox(db, jobs, log);
  const familyRepo = new FamilyRepository();
  const familySealKey = inviteSealKey(jwtSecret);
  defineFamilyJobs(jobs, {
    db,
    repo: familyRepo,
    mailer,
    publicUrl: config.publicUrl,
    key: familySealKey,
  });
  const notificationsRepo = new NotificationsRepository();
  const notifications = new NotificationsService({ db, repo: notificationsRepo, realtime });
  const notifier = new MemberNotifier(notifications);
  const social = createSocial({
    db,
    limits,
    media,
    outbox,
    events: allOf(new AcceptanceBroadcast(realtime), notifier),
  });
  const verificationRepo = new VerificationRepository();
  const trails = new TrailsRepository();
  const matchListJobs = new MatchListJobs(jobs, log);
  const matchmakingRepo = new MatchmakingRepository();
  const placements = new MatchPlacementQueue(jobs);
  defineMatchPlacementJobs(
    jobs,
    new MatchPlacement({
      db,
      repo: new MatchPlacementRepository(),
      members: matchmakingRepo,
      told: { outbox, listener: notifier },
    }),
  );
  const boost = new BoostService({ db, repo: new BoostRepository(), placements, log });
  const matchmaking = new MatchmakingService({
    db,
    repo: matchmakingRepo,
    targets: social.targets,
    media,
    lists: matchListJobs,
    boosts: boost,
    placements,
    log,
  });
  defineMatchListJobs(
    jobs,
    matchmaking,
    new MatchListUpkeep({
      db,
      repo: new MatchListUpkeepRepository(),
      members: matchmakingRepo,
      remakeMany: (ids, options) => matchListJobs.remakeMany(ids, options),
      placeMany: (ids) => placements.placeMany(ids),
    }),
    { outbox, listener: notifier },
  );
  const vapid = resolveVapidKeys(config.push, config.dataDir);
  const pushRepo = new PushRepository();
  /** The notifications' channels beyond the app (push, mail), the digest and the upkeep, as jobs. */
  const mailRepo = new MailRepository();
  const mailLinkKey = unsubscribeKey(jwtSecret);
  const mailChannel = {
    db,
    notifications: notificationsRepo,
    mailer,
    publicUrl: config.publicUrl,
    log,
    jobs,
    linkKey: mailLinkKey,
    leaseSeconds: jobs.expiryOf(DELIVER_MAIL),
  };
  defineNotificationJobs(jobs, {
    push: new PushDelivery({
      db,
      notifications: notificationsRepo,
      subscriptions: pushRepo,
      sender: new WebPushSender(vapid),
      policy: config.push,
      leaseSeconds: jobs.expiryOf(DELIVER_PUSH),
      log,
    }),
    mail: new MailDelivery(mailChannel),
    digests: new DigestMailer({ ...mailChannel, repo: mailRepo }),
    reminders: new PlanReminders(db, outbox, notifications),
    prune: async (readBefore, before, deliveriesBefore) =>
      (await notificationsRepo.prune(db, readBefore, before)) + (await pruneDeliveries(db, deliveriesBefore)),
  });
  const unsubscribe = new UnsubscribeService({
    db,
    repo: mailRepo,
    settings: notificationsRepo,
    linkKey: mailLinkKey,
  });
  const eventsRepo = new EventsRepository();
  defineEventJobs(jobs, new EventReminders(db, eventsRepo, outbox, notifications));
  const events = new EventsService({
    db,
    repo: eventsRepo,
    outbox,
    notifications,
    media,
    publicUrl: config.publicUrl,
  });
  const astro = new AstroService({
    db,
    repo: new AstroRepository(),
    placeSoon: (tx, profileId) => placements.placeSoon(tx, profileId),
  });
  const profiles = new ProfilesService({
    db,
    repo: new ProfilesRepository(),
    contacts: contactsRepo,
    media,
    interactions: social.interactions,
    documents: documentsLookup(db, verificationRepo),
    milestones: profileCompletedTrail(trails),
    fit: matchmaking,
    boosts: boost,
    changes: {
      saved: (profileId) => matchmaking.profileSaved(profileId),
      savedIn: (tx, profileId) => placements.placeSoon(tx, profileId),
    },
  });
  const contacts = new ContactsService({ db, repo: contactsRepo });
  const photosRepo = new PhotosRepository();
  const photos = new PhotosService({ db, repo: photosRepo, storage, media, listing: profiles, placements });
  const photoCopies = definePhotoCopyJobs(
    jobs,
    new PhotoCopiesBackfill({ db, repo: photosRepo, storage, log }),
    log,
  );
  const video = new VideoService({
    db,
    repo: new VideoRepository(),
    storage,
    tools: new FfmpegVideoTools(resolveVideoToolPaths(config.videoTools)),
    staging: new VideoStaging(path.join(config.dataDir, 'staging', 'video')),
    media,
  });
  const chat = new ChatService({
    db,
    repo: new ChatRepository(),
    limits,
    realtime,
    social,
    media,
    outbox,
    events: notifier,
  });
  const payments = overrides.payments ?? createPaymentProvider(config.payments, jwtSecret);
  if (payments.name === 'sandbox' && config.env === 'production') {
    log.warn(
      {},
      'Payments run on the SANDBOX provider: plans can be had without paying. Set RAZORPAY_KEY_ID.',
    );
  }
  if (config.payments.provider === 'razorpay' && !config.payments.webhookSecret) {
    log.warn({}, 'RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks will be refused');
  }
  const billing = new BillingService({ db, repo: new BillingRepository(), provider: payments, limits, log });
  const content = createContent({ db, contactEmail: config.contact.email });
  const outreach = createOutreach({
    db,
    settings: content.settings,
    profiles,
    limits,
    people: config.google.clientId ? new GooglePeopleClient({ apiUrl: config.google.peopleApiUrl }) : null,
    log,
  });
  const verification = new VerificationService({
    db,
    repo: verificationRepo,
    storage,
    profiles,
    realtime,
    contactFinder: outreach.contactFinder,
    outbox,
    reviews: notifier,
  });
  const biodata = new BiodataService({
    users: authUsers,
    profiles,
    storage,
    key: biodataKey(jwtSecret),
    chartStyleOf: (userId) => authRepository.chartStyleOf(db, userId),
    compress: config.env !== 'test',
  });
  const staff = createStaff({
    db,
    storage,
    limits,
    whatsapp: overrides.whatsapp ?? createWhatsAppSender(config.whatsapp, log),
    trails,
    jwtSecret,
    appIds: config.appIds,
    publicUrl: config.publicUrl,
    log,
    sessions: realtime,
  });
  const builtInHelper = new BuiltInProfileHelper();
  const assistant = new AssistantService({
    users: authUsers,
    acting,
    profiles,
    limits,
    realtime,
    helper: overrides.profileHelper ?? createProfileHelper(config.assistant, builtInHelper),
    fallback: builtInHelper,
    limit: config.assistant.rateLimit,
    answerTimeoutMs: config.assistant.timeoutMs,
    log,
  });
  return {
    config,
    database,
    authUserCache,
    jobs,
    outbox,
    redis,
    tokens,
    mailer,
    storage,
    limits,
    guards,
    auth,
    photos,
    photoCopies,
    video,
    profiles,
    matchmaking,
    boost,
    notifications,
    unsubscribe,
    push: new PushService({ db, repo: pushRepo, publicKey: vapid.publicKey, policy: config.push }),
    astro,
    contacts,
    social,
    media,
    privacy: new PrivacyService({ db, repo: new PrivacyRepository(), placements }),
    realtime,
    chat,
    payments,
    billing,
    verification,
    biodata,
    myData: new MyDataService({
      db,
      repo: new MyDataRepository(),
      storage,
      limits,
      background,
      linkKey: myDataKey(jwtSecret),
      sessionLive: async (claims) => (await authUsers.findActiveForToken(claims)) !== null,
      ownProfile: (user) => profiles.myProfile(user),
      ownPreferences: (user) => matchmaking.preferences(user),
    }),
    staff,
    assistant,
    blog: new BlogService({ db, repo: new BlogRepository(), storage }),
    events,
    content,
    ads: new AdsService({ db, repo: new AdsRepository(), storage, realtime }),
    leads: new LeadsService({ db, repo: new LeadsRepository(), limits }),
    outreach,
    family: new FamilyService({
      db,
      repo: familyRepo,
      outbox,
      limits,
      media,
      realtime,
      sealKey: familySealKey,
    }),
    places: new PlacesService({ limits }),
  };
}
