import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/**
 * Every setting, read once from the environment. With nothing set the server runs offline:
 * embedded PostgreSQL under DATA_DIR, media on local disk, mail to an outbox.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface when PUBLIC_URL says the site is served to others, else this machine only. */
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_PREFIX: z.string().default('jodi:'),
  PUBLIC_URL: optionalText,
  ALLOWED_ORIGINS: optionalText,
  JWT_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET needs 32+ characters',
  ),
  JWT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  APP_IDS: z.string().default('jodi'),
  SEED_DEMO: bool.optional(),
  /** Whether this process works background jobs; unset: yes, except in tests, which start workers themselves. */
  JOB_WORKERS: bool.optional(),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** At most this long before a running job counts as failed and is retried (decision 29). */
  JOB_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Prometheus endpoint's own port (never the public one); unset: no endpoint. 0: any free port. */
  METRICS_PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z
    .string()
    .trim()
    .default('127.0.0.1')
    .refine(
      (v) =>
        net.isIP(v) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v),
      'METRICS_HOST is an IP address or a host name',
    ),
  TRUST_PROXY: bool.default(false),
  CONTACT_EMAIL: z.string().default('support@jodi.example'),
  CONTACT_PHONE: z.string().default('+91 20 4000 0000'),
  SOCIAL_LINKS: z.string().default(''),
  ANALYTICS_ID: optionalText,
  ANALYTICS_URL: z
    .string()
    .regex(/^https?:\/\//, 'ANALYTICS_URL is a URL')
    .default('https://plausible.io'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Jodi <no-reply@jodi.example>'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  AUTH_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  WEB_DIST: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'S3_ENDPOINT is a URL'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  VIDEO_MAX_MB: z.coerce.number().positive().max(2048).default(100),
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  PAYMENTS_PROVIDER: z.enum(['auto', 'razorpay', 'sandbox']).default('auto'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'RAZORPAY_API_URL is a URL')
    .default('https://api.razorpay.com'),
  AI_API_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'AI_API_URL is a URL'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  SANDBOX_PAYMENT_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'SANDBOX_PAYMENT_SECRET needs 32+ characters',
  ),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.refine(
    (v) => v === undefined || /^\d+$/.test(v),
    'WHATSAPP_PHONE_NUMBER_ID is a number',
  ),
  WHATSAPP_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'WHATSAPP_API_URL is a URL')
    .default('https://graph.facebook.com/v21.0'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_PEOPLE_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'GOOGLE_PEOPLE_API_URL is a URL')
    .default('https://people.googleapis.com'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine(
    (v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v),
    'VAPID_SUBJECT is a mailto: address or an https:// URL',
  ),
  PUSH_ALLOWED_HOSTS: z.string().default(''),
  PUSH_ALLOW_INSECURE_ENDPOINTS: bool.default(false),
  WHATSAPP_TEMPLATE: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9_]+(:[A-Za-z_]+)?$/.test(v),
    'WHATSAPP_TEMPLATE is a template name, optionally with :language (e.g. jodi_invite:en)',
  ),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  publicUrl: string;
  /** Browser origins allowed to open the live socket (ALLOWED_ORIGINS; default PUBLIC_URL's origin). */
  allowedOrigins: string[];
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: { email: string; password: string } | undefined;
  appIds: string[];
  /** Seed the demo community into an empty database at start; never in production. */
  seedDemo: boolean;
  /** Background jobs (decision 19): whether this process works them, and how often an idle worker asks. */
  jobs: { work: boolean; pollingSeconds: number; expiryCapSeconds?: number };
  logLevel: string;
  /**
   * The Prometheus endpoint (`GET /metrics`) on a port of its own, bound to this machine unless
   * METRICS_HOST says otherwise; unset: off. Never served on the public port.
   */
  metrics: { port: number; host: string } | undefined;
  trustProxy: boolean;
  contact: { email: string; phone: string; social: { label: string; url: string }[] };
  analyticsId: string | undefined;
  /** A Plausible-compatible events endpoint's origin; used only with an analytics id. */
  analyticsUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Sign-in, sign-up and reset attempts per window: `max` per account from one address (per
   * address: five times that), `accountMax` per account from every address together.
   */
  authRateLimit: { max: number; accountMax: number; windowSeconds: number };
  webDist: string | undefined;
  /** S3-compatible media storage; local disk under DATA_DIR/media when unset. */
  s3: S3Settings | undefined;
  /** Largest video introduction accepted, in bytes. */
  videoMaxBytes: number;
  /** ffmpeg and ffprobe to check videos with; unset: the binaries the npm packages ship. */
  videoTools: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  /** Razorpay when its keys are set (or PAYMENTS_PROVIDER=razorpay), else the offline sandbox. */
  payments: PaymentSettings;
  /** Staff WhatsApp invites: the Cloud API when its token and number id are set, else the outbox. */
  whatsapp: WhatsAppSettings;
  /** The AI helper: an OpenAI-compatible model when AI_API_URL is set, else the built-in answerer. */
  assistant: AssistantSettings;
  /** The contact finder (Google People API); off without GOOGLE_CLIENT_ID. */
  google: GoogleSettings;
  /** Web Push (decision 20): the VAPID keys and the push services a subscription may name. */
  push: PushSettings;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); unset: generated once into DATA_DIR/vapid.json. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about our pushes: a mailto: address or an https URL. */
  subject: string;
  /** Hosts beside the known push services (`host` or `*.domain`), lower-cased. */
  allowedHosts: string[];
  /** Accept http://127.0.0.1 and http://localhost endpoints (tests only; refused in production). */
  allowInsecureEndpoints: boolean;
}

export interface GoogleSettings {
  /** The public OAuth client id the web app asks Google for a token with; undefined: finder off. */
  clientId: string | undefined;
  /** https://people.googleapis.com, or a fake in tests. */
  peopleApiUrl: string;
}

export interface AssistantSettings {
  model: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Questions per member per window. */
  rateLimit: { max: number; windowSeconds: number };
  timeoutMs: number;
}

export type WhatsAppSettings =
  | {
      provider: 'cloud';
      token: string;
      phoneNumberId: string;
      /** https://graph.facebook.com/v21.0, or a fake in tests. */
      apiUrl: string;
      /** An approved template without parameters to send instead of a text message. */
      template: { name: string; language: string } | undefined;
    }
  | { provider: 'outbox' };

export type PaymentSettings =
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      /** Without it every webhook is refused; the browser's confirmation still works. */
      webhookSecret: string | undefined;
      apiUrl: string;
    }
  | {
      provider: 'sandbox';
      /** Root of the sandbox's signing keys; derived from the JWT secret when unset. */
      secret: string | undefined;
    };

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** "Instagram=https://...,YouTube=https://..." */
function parseSocialLinks(raw: string): { label: string; url: string }[] {
  return raw
    .split(',')
    .map((pair) => pair.split('='))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^https:\/\//.test(parts[1] ?? ''))
    .map(([label, url]) => ({ label: label.trim(), url: url.trim() }));
}

/** The Vite dev server (apps/web), which proxies /socket.io to the API in development. */
const DEV_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** "https://a.example,https://b.example" as origins; without it, PUBLIC_URL's (plus Vite's in development). */
function parseAllowedOrigins(raw: string | undefined, publicUrl: string, env: string): string[] {
  const origin = (value: string, name: string) => {
    try {
      return new URL(value).origin;
    } catch {
      throw new Error(`Invalid configuration:\n  ${name}: "${value}" is not a URL`);
    }
  };
  if (!raw) return [origin(publicUrl, 'PUBLIC_URL'), ...(env === 'development' ? DEV_WEB_ORIGINS : [])];
  const listed = raw.split(',').map((value) => value.trim());
  return [...new Set(listed.filter(Boolean).map((value) => origin(value, 'ALLOWED_ORIGINS')))];
}

function assistantSettings(e: z.output<typeof envSchema>): AssistantSettings {
  if (Boolean(e.AI_API_URL) !== Boolean(e.AI_MODEL)) {
    throw new Error('Invalid configuration:\n  AI_API_URL and AI_MODEL go together');
  }
  return {
    model:
      e.AI_API_URL && e.AI_MODEL
        ? { baseUrl: e.AI_API_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    rateLimit: { max: e.AI_RATE_LIMIT, windowSeconds: 10 * 60 },
    timeoutMs: Math.round(e.AI_TIMEOUT_SECONDS * 1000),
  };
}

/** A setting production must not run with: one line, for the operator's log. */
const refuseToStart = (reason: string) => new Error(`Refusing to start: ${reason}`);

function paymentSettings(e: z.output<typeof envSchema>): PaymentSettings {
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new Error('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together');
  }
  if (e.NODE_ENV === 'production' && e.PAYMENTS_PROVIDER === 'auto' && !e.RAZORPAY_KEY_ID) {
    throw refuseToStart(
      'NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (without them payments fall back to the sandbox, where plans cost nothing); set the keys, or PAYMENTS_PROVIDER=sandbox to run the sandbox on purpose',
    );
  }
  const useRazorpay =
    e.PAYMENTS_PROVIDER === 'razorpay' || (e.PAYMENTS_PROVIDER === 'auto' && Boolean(e.RAZORPAY_KEY_ID));
  if (!useRazorpay) return { provider: 'sandbox', secret: e.SANDBOX_PAYMENT_SECRET };
  if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  return {
    provider: 'razorpay',
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
  };
}

function whatsappSettings(e: z.output<typeof envSchema>): WhatsAppSettings {
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new Error('Invalid configuration:\n  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together');
  }
  if (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID) return { provider: 'outbox' };
  const [name = '', language = 'en'] = e.WHATSAPP_TEMPLATE?.split(':') ?? [];
  return {
    provider: 'cloud',
    token: e.WHATSAPP_TOKEN,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
    template: name ? { name, language } : undefined,
  };
}

const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0;

function pushSettings(e: z.output<typeof envSchema>): PushSettings {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    if (base64urlBytes(e.VAPID_PUBLIC_KEY) !== 65 || base64urlBytes(e.VAPID_PRIVATE_KEY) !== 32) {
      throw new Error(
        'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a P-256 key pair in base64url (65 and 32 bytes), as `npx web-push generate-vapid-keys` prints them',
      );
    }
  }
  if (e.NODE_ENV === 'production' && e.PUSH_ALLOW_INSECURE_ENDPOINTS) {
    throw refuseToStart(
      'PUSH_ALLOW_INSECURE_ENDPOINTS=true with NODE_ENV=production: pushes to http://127.0.0.1 are for tests only',
    );
  }
  const allowedHosts = e.PUSH_ALLOWED_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const badHost = allowedHosts.find((host) => !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host));
  if (badHost) {
    throw new Error(
      `Invalid configuration:\n  PUSH_ALLOWED_HOSTS: "${badHost}" is not a host name or *.domain`,
    );
  }
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
    allowedHosts,
    allowInsecureEndpoints: e.PUSH_ALLOW_INSECURE_ENDPOINTS,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (e.NODE_ENV === 'production' && e.SEED_DEMO === true) {
    throw refuseToStart(
      'SEED_DEMO=true with NODE_ENV=production: the demo community is never seeded in production (its accounts have published passwords)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new Error('Invalid configuration:\n  METRICS_PORT: the metrics have a port of their own, not PORT');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.PUBLIC_URL ? '0.0.0.0' : 'localhost'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: parseAllowedOrigins(
      e.ALLOWED_ORIGINS,
      e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      e.NODE_ENV,
    ),
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: Math.round(e.JWT_TTL_HOURS * 3600),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    appIds: e.APP_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    jobs: {
      work: e.JOB_WORKERS ?? e.NODE_ENV !== 'test',
      pollingSeconds: e.JOB_POLL_SECONDS,
      ...(e.JOB_EXPIRY_SECONDS ? { expiryCapSeconds: e.JOB_EXPIRY_SECONDS } : {}),
    },
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    trustProxy: e.TRUST_PROXY,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE, social: parseSocialLinks(e.SOCIAL_LINKS) },
    analyticsId: e.ANALYTICS_ID,
    analyticsUrl: e.ANALYTICS_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT,
      accountMax: e.AUTH_ACCOUNT_RATE_LIMIT,
      windowSeconds: e.AUTH_RATE_WINDOW_SECONDS,
    },
    webDist: e.WEB_DIST,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    videoMaxBytes: Math.round(e.VIDEO_MAX_MB * 1024 * 1024),
    videoTools: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH },
    payments: paymentSettings(e),
    whatsapp: whatsappSettings(e),
    assistant: assistantSettings(e),
    google: { clientId: e.GOOGLE_CLIENT_ID, peopleApiUrl: e.GOOGLE_PEOPLE_API_URL.replace(/\/+$/, '') },
    push: pushSettings(e),
  };
}
