import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type AppContext, type ContextOverrides, createContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { notFound } from './errors';
import { loggerRedactPaths, scrubUrl } from './lib/log-redaction';
import { adsRoutes } from './modules/ads/ads.routes';
import { leadsRoutes } from './modules/ads/leads.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { biodataRoutes } from './modules/biodata/biodata.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { boostRoutes } from './modules/boost/boost.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { contentRoutes } from './modules/content/content.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { familyRoutes } from './modules/family/family.routes';
import { healthRoutes } from './modules/health/health.routes';
import { matchmakingRoutes } from './modules/matchmaking/matchmaking.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { myDataRoutes } from './modules/my-data/my-data.routes';
import { unsubscribeRoutes } from './modules/notifications/mail/unsubscribe.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { outreachRoutes } from './modules/outreach/outreach.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { placesRoutes } from './modules/places/places.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { pushRoutes } from './modules/push/push.routes';
import { PageMetaService } from './modules/seo/page-meta';
import { SeoRepository } from './modules/seo/seo.repository';
import { seoRoutes } from './modules/seo/seo.routes';
import { shellWithMeta } from './modules/seo/shell-html';
import { siteRoutes } from './modules/site/site.routes';
import { socialRoutes } from './modules/social/social.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { videoRoutes } from './modules/video/video.routes';
import { setUpMetrics } from './ops/metrics/metrics';
import { registerSignedInCheck } from './plugins/auth';
import { registerErrorDeclarations } from './plugins/declared-errors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMultipart } from './plugins/multipart';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerAppHeaderCheck, registerNoIndex, registerSecurityHeaders } from './plugins/security';
import {
  inlineScriptHashes,
  isSpaNavigation,
  registerWebApp,
  sendSpaShell,
  withPreloads,
} from './plugins/web-static';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions extends ContextOverrides {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Pino logger on or off; tests keep it off. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: NodeJS.WritableStream;
}

/** Waits a few seconds for Redis at start; without it limits fall back to per-process counters. */
async function waitForRedis(redis: Redis, log: { warn(msg: string): void }): Promise<void> {
  if (redis.status === 'ready') return;
  const ready = await Promise.race([
    once(redis, 'ready').then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000).unref()),
  ]);
  if (!ready) log.warn('Redis is not reachable yet; continuing, it will be used once it answers');
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/app.ts and dist/server.js both sit two levels below the repository's apps/ folder.
  return path.resolve(here, '..', '..', 'web', 'dist');
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: { paths: loggerRedactPaths, censor: '[redacted]' },
            serializers: {
              req: (req) => ({ method: req.method, url: scrubUrl(req.url), remoteAddress: req.ip }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // An error's envelope is written by the error handler, which checks its code against the route's
  // declared answers itself; only success bodies are checked against their schema here.
  app.setSerializerCompiler((route) =>
    Number(route.httpStatus) >= 400
      ? (data: unknown) => JSON.stringify(data)
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ctx = createContext(config, database, app.log, options);
  app.decorate('ctx', ctx);
  // With METRICS_PORT: requests counted from here on, `/metrics` on a port of its own (never this one).
  setUpMetrics(app, ctx);
  if (ctx.redis) await waitForRedis(ctx.redis, app.log);
  app.decorateRequest('user', null);
  // Profiles saved before the Moon or chart was stored get them once (profile updates store their own).
  const moons = await ctx.astro.backfill();
  if (moons > 0) app.log.info({ profiles: moons }, 'Stored the Moon and birth chart of profiles');
  // The live socket shares the HTTP server; closing it first lets the server close (sockets reconnect elsewhere).
  ctx.realtime.attach(app.server);
  ctx.assistant.listen();
  await ctx.jobs.start();
  await ctx.photoCopies.queueIfMissing();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Fastify closes the HTTP server itself, after the requests in flight.
    await ctx.realtime.close({ keepServer: true });
  });
  // A response finished while closing ends its keep-alive connection, else the server's close
  // would wait for the client to hang up (Fastify only ends the connections idle when it starts).
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    // Jobs under way finish (or are retried after they expire) before the database goes.
    await ctx.jobs.stop();
    await ctx.matchmaking.flushViews();
    await ctx.boost.flushImpressions();
    ctx.redis?.disconnect();
    ctx.authUserCache.stop();
    if (!options.database) await database.close();
  });

  const errorDeclarations = registerErrorDeclarations(app);
  registerErrorHandler(app, errorDeclarations, { strict: config.env === 'test' });
  registerSignedInCheck(app);
  const webDist = config.webDist ?? defaultWebDist();
  // Razorpay's checkout is a script from its origin that opens a frame of its own.
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    scriptOrigins: [...ctx.payments.checkoutOrigins],
    connectOrigins: config.analyticsId ? [new URL(config.analyticsUrl).origin] : [],
    scriptHashes: inlineScriptHashes(webDist),
  });
  registerAppHeaderCheck(app, config.appIds);
  registerNoIndex(app);
  registerNoStore(app);
  await registerOpenApi(app);
  await registerMultipart(app);

  await app.register(healthRoutes, { db: database.db });
  await app.register(siteRoutes, { config, paymentKeyId: ctx.payments.keyId });
  await app.register(authRoutes, { auth: ctx.auth, guards: ctx.guards });
  await app.register(mediaRoutes, { storage: ctx.storage, media: ctx.media });
  await app.register(photosRoutes, { photos: ctx.photos, guards: ctx.guards });
  await app.register(videoRoutes, { video: ctx.video, guards: ctx.guards, maxBytes: config.videoMaxBytes });
  await app.register(profilesRoutes, { profiles: ctx.profiles, guards: ctx.guards });
  await app.register(placesRoutes, { places: ctx.places, guards: ctx.guards });
  await app.register(matchmakingRoutes, { matchmaking: ctx.matchmaking, guards: ctx.guards });
  await app.register(boostRoutes, { boost: ctx.boost, guards: ctx.guards });
  await app.register(contactsRoutes, { contacts: ctx.contacts, guards: ctx.guards });
  await app.register(socialRoutes, { social: ctx.social, guards: ctx.guards });
  await app.register(familyRoutes, { family: ctx.family, guards: ctx.guards });
  await app.register(chatRoutes, { chat: ctx.chat, guards: ctx.guards });
  await app.register(billingRoutes, { billing: ctx.billing, guards: ctx.guards });
  await app.register(verificationRoutes, { verification: ctx.verification, guards: ctx.guards });
  await app.register(biodataRoutes, { biodata: ctx.biodata, guards: ctx.guards });
  await app.register(myDataRoutes, { myData: ctx.myData, guards: ctx.guards });
  await app.register(privacyRoutes, { privacy: ctx.privacy, guards: ctx.guards });
  await app.register(notificationsRoutes, { notifications: ctx.notifications, guards: ctx.guards });
  await app.register(unsubscribeRoutes, { unsubscribe: ctx.unsubscribe });
  await app.register(pushRoutes, { push: ctx.push, guards: ctx.guards });
  await app.register(staffRoutes, { staff: ctx.staff, storage: ctx.storage, guards: ctx.guards });
  await app.register(blogRoutes, { blog: ctx.blog, guards: ctx.guards });
  await app.register(eventsRoutes, { events: ctx.events, guards: ctx.guards });
  await app.register(contentRoutes, {
    legal: ctx.content.legal,
    abTexts: ctx.content.abTexts,
    guards: ctx.guards,
  });
  await app.register(adsRoutes, { ads: ctx.ads, guards: ctx.guards });
  await app.register(leadsRoutes, { leads: ctx.leads, guards: ctx.guards });
  await app.register(outreachRoutes, {
    scoreUp: ctx.outreach.scoreUp,
    contactFinder: ctx.outreach.contactFinder,
    guards: ctx.guards,
  });

  const seoRepo = new SeoRepository();
  await app.register(seoRoutes, { db: database.db, repo: seoRepo, publicUrl: config.publicUrl });
  const web = await registerWebApp(app, webDist);
  const pageMeta = new PageMetaService({ db: database.db, repo: seoRepo, publicUrl: config.publicUrl });
  app.setNotFoundHandler(async (request, reply) => {
    if (web && isSpaNavigation(request)) {
      const pathname = request.url.split('?')[0] ?? '/';
      const meta = await pageMeta.forPath(pathname);
      return sendSpaShell(reply, withPreloads(shellWithMeta(web.html, meta), web.preloadsFor(pathname)));
    }
    // The error handler answers it, in the request's language.
    throw notFound('ROUTE_NOT_FOUND.noRoute', {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    });
  });

  return app;
}
