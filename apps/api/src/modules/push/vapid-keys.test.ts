import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolveVapidKeys, VAPID_FILE } from './vapid-keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A P-256 pair in the form web-push and the env take: raw public point and private scalar, base64url. */
function keyPair() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json (0600) and reused', () => {
    const dataDir = tempDir();
    const settings = loadConfig({ DATA_DIR: dataDir }).push;
    const first = resolveVapidKeys(settings, dataDir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:support@jodi.example');
    expect(fs.statSync(path.join(dataDir, VAPID_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(settings, dataDir)).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', () => {
    const dataDir = tempDir();
    const pair = keyPair();
    const settings = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://jodi.example/contact',
    }).push;
    expect(resolveVapidKeys(settings, dataDir)).toEqual({ ...pair, subject: 'https://jodi.example/contact' });
    expect(fs.existsSync(path.join(dataDir, VAPID_FILE))).toBe(false);
  });

  it('refuses a damaged key file without printing it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, VAPID_FILE), 'secret-ish garbage', { mode: 0o600 });
    const settings = loadConfig({}).push;
    expect(() => resolveVapidKeys(settings, dataDir)).toThrow(/vapid\.json is not a VAPID key pair/);
    expect(() => resolveVapidKeys(settings, dataDir)).not.toThrow(/garbage/);
  });
});

describe('push settings', () => {
  it('take both VAPID keys or neither, of the right sizes, and a mailto: or https subject', () => {
    const pair = keyPair();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/go together/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/P-256 key pair/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://jodi.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ CONTACT_EMAIL: 'help@jodi.example' }).push.subject).toBe('mailto:help@jodi.example');
  });

  it('read PUSH_ALLOWED_HOSTS as host names', () => {
    expect(
      loadConfig({ PUSH_ALLOWED_HOSTS: ' Push.Example.org, *.push.example.net ,' }).push.allowedHosts,
    ).toEqual(['push.example.org', '*.push.example.net']);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.example.org' })).toThrow(
      /PUSH_ALLOWED_HOSTS/,
    );
  });

  it('refuse insecure push endpoints in production', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };
    expect(loadConfig(production).push.allowInsecureEndpoints).toBe(false);
    expect(() => loadConfig({ ...production, PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' })).toThrow(
      /^Refusing to start: PUSH_ALLOW_INSECURE_ENDPOINTS=true with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' }).push.allowInsecureEndpoints,
    ).toBe(true);
  });
});
