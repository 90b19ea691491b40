import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security';
import { inlineScriptHashes } from './web-static';

async function cspWith(options: Parameters<typeof registerSecurityHeaders>[1]): Promise<string> {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  try {
    const res = await app.inject({ method: 'GET', url: '/' });
    return String(res.headers['content-security-policy']);
  } finally {
    await app.close();
  }
}

const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';

describe('content security policy', () => {
  it('allows the named inline scripts by hash, never inline script in general', async () => {
    const hash = `'sha256-${crypto.createHash('sha256').update('early()').digest('base64')}'`;
    const csp = await cspWith({ scriptHashes: [hash], scriptOrigins: ['https://checkout.example'] });
    expect(scriptSrc(csp)).toBe(`'self' ${hash} https://checkout.example`);
    expect(scriptSrc(csp)).not.toContain('unsafe-inline');
    expect(scriptSrc(await cspWith({}))).toBe("'self'");
  });

  it('refuses anything but a hash among the script hashes', async () => {
    await expect(cspWith({ scriptHashes: ["'unsafe-inline'"] })).rejects.toThrow(/Not a CSP hash/);
    await expect(cspWith({ scriptHashes: ['https://evil.example'] })).rejects.toThrow(/Not a CSP hash/);
  });

  it("allows exactly the shell's inline script, by the hash of its text", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-shell-'));
    const inline = 'window.jodiEarlyRequests={};fetch("/api/v1/site")';
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`,
    );
    const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
    expect(inlineScriptHashes(webDist)).toEqual([hash]);
    const csp = await cspWith({ scriptHashes: inlineScriptHashes(webDist) });
    expect(scriptSrc(csp)).toBe(`'self' ${hash}`);
    expect(inlineScriptHashes(path.join(webDist, 'missing'))).toEqual([]);
    fs.rmSync(webDist, { recursive: true, force: true });
  });
});
