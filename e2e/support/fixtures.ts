import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

export interface Member {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Factory: a member made through the real API. */
export async function createMember(password = 'member-pass-1'): Promise<Member> {
  const email = uniqueEmail();
  const res = await fetch(`${baseUrl()}/api/v1/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  return { email, password, token: data.token, userId: data.user.id };
}

/** The newest mail the server's outbox kept for this address (the server runs without SMTP). */
export function lastMailTo(email: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const mails = fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${email}\n`));
  return mails.at(-1);
}

/** Saves a screenshot of a key screen under e2e/screenshots/<project>/ for people to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(path.dirname(testInfo.file), '..', 'screenshots', testInfo.project.name);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(baseUrl()),
});
export { expect };
