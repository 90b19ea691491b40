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

  it('reads social links and ignores ones that are not https', () => {
    const config = loadConfig({ SOCIAL_LINKS: 'Instagram=https://i.example/j,Bad=javascript:alert(1)' });
    expect(config.contact.social).toEqual([{ label: 'Instagram', url: 'https://i.example/j' }]);
  });
});
