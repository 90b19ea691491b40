import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs offline with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, seedDemo: true });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('does not seed demo data into a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.c' })).toThrow(/go together/);
  });

  it('listens on this machine only, unless PUBLIC_URL says the site is served to others', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://jodi.example' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '192.0.2.7' }).host).toBe('192.0.2.7');
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://jodi.example' }).host).toBe('127.0.0.1');
  });

  it('refuses to start in production on the payment sandbox unless it is asked for by name', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://jodi.example' };
    expect(() => loadConfig(production)).toThrow(
      /^Refusing to start: NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET[^\n]*PAYMENTS_PROVIDER=sandbox[^\n]*$/,
    );
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(loadConfig({ ...production, ...keys }).payments.provider).toBe('razorpay');
    // Elsewhere the sandbox stays the offline default.
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
  });

  it('never seeds the demo in production: off by default, and SEED_DEMO=true refuses to start', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /^Refusing to start: SEED_DEMO=true with NODE_ENV=production[^\n]*$/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('reads social links and ignores ones that are not https', () => {
    const config = loadConfig({ SOCIAL_LINKS: 'Instagram=https://i.example/j,Bad=javascript:alert(1)' });
    expect(config.contact.social).toEqual([{ label: 'Instagram', url: 'https://i.example/j' }]);
  });
});
