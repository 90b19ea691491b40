import { AB_TEXT_MAX, featureSchema, legalSchema } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/authorization';
import type { TestApp } from '../../../test/harness';
import type { CreatedProfile } from '../../../test/profile-factory';
import { startStaffTestApp } from '../staff/staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
beforeAll(async () => {
  ({ t, staff, member } = await startStaffTestApp({ CONTACT_EMAIL: 'care@jodi.example' }));
});
afterAll(() => t.close());

const get = (url: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const put = (url: string, payload: object, who: { auth: Record<string, string> } = staff) =>
  t.app.inject({ method: 'PUT', url, headers: who.auth, payload });

describe('staff content routes', () => {
  it('are for staff only', async () => {
    await expectStaffOnly(
      t.app,
      [
        { method: 'GET', url: '/api/v1/admin/legal' },
        { method: 'PUT', url: '/api/v1/admin/legal', payload: { markdown: '' } },
        { method: 'PUT', url: '/api/v1/admin/ab', payload: { texts: {} } },
      ],
      member,
      staff,
    );
  });
});

describe('GET /api/v1/features', () => {
  it('lists six blocks, each with an illustration the API serves', async () => {
    const res = await get('/api/v1/features');
    expect(res.statusCode).toBe(200);
    const features = res.json().data as { id: string; image: string }[];
    expect(features).toHaveLength(6);
    expect(features.map((f) => f.id)).toEqual([
      'verified-profiles',
      'gun-milan',
      'family-managed',
      'private-chat',
      'pdf-biodata',
      'ai-helper',
    ]);
    for (const feature of features) {
      expect(featureSchema.parse(feature)).toEqual(feature);
      expect(feature.image).toBe(`/api/v1/features/${feature.id}.svg`);
      const image = await get(feature.image);
      expect(image.statusCode, feature.image).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.body).toMatch(/^<svg /);
      expect(image.body).not.toMatch(/<script|\son\w+=/i);
    }
  });

  it("writes the blocks in the reader's language (Accept-Language), the ids and images the same", async () => {
    const english = (await get('/api/v1/features')).json().data as {
      id: string;
      title: string;
      image: string;
    }[];
    expect(english[1]?.title).toBe('Gun Milan on every profile');
    for (const [language, gunMilan] of [
      ['mr', 'प्रत्येक प्रोफाइलवर गुणमिलन'],
      ['hi', 'हर प्रोफ़ाइल पर गुण मिलान'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/features',
        headers: { 'accept-language': `${language}-IN,${language};q=0.9,en;q=0.8` },
      });
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const blocks = res.json().data as { id: string; title: string; description: string; image: string }[];
      expect(blocks.map((b) => [b.id, b.image])).toEqual(english.map((b) => [b.id, b.image]));
      expect(blocks[1]?.title).toBe(gunMilan);
      for (const block of blocks) {
        expect(featureSchema.parse(block)).toEqual(block);
        // In Devanagari: no English word left but the names kept as they are (AI, PDF, A4).
        expect(`${block.title} ${block.description}`.replace(/\b(AI|PDF|A4)\b/g, '')).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('serves no other file', async () => {
    for (const file of ['nope.svg', 'gun-milan.png', '..%2F..%2Fpackage.json', 'GUN-MILAN.svg']) {
      const res = await get(`/api/v1/features/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error.code, file).toBe('FILE_NOT_FOUND');
    }
  });
});

describe('GET /api/v1/legal', () => {
  it('answers built-in terms with the contact address until staff write their own', async () => {
    const res = await get('/api/v1/legal');
    expect(res.statusCode).toBe(200);
    const legal = legalSchema.parse(res.json().data);
    expect(legal.title).toBe('Terms and Conditions');
    expect(legal.content).toContain('<h2>1. Who may use Jodi</h2>');
    expect(legal.content).toContain('care@jodi.example');
    expect(legal.content).toContain('21 years for a groom and 18 years for a bride');
    const editing = (await get('/api/v1/admin/legal', staff)).json().data;
    expect(editing).toMatchObject({ is_default: true });
    expect(editing.markdown).toContain('## 1. Who may use Jodi');
  });

  it("shows staff's terms rendered and sanitised, and goes back to the built-in ones when blanked", async () => {
    const markdown = '## Our terms\n\nBe kind. <script>alert(1)</script> [x](javascript:alert(1))';
    const saved = await put('/api/v1/admin/legal', { markdown });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ markdown, is_default: false });
    const legal = (await get('/api/v1/legal')).json().data;
    expect(legal.content).toBe('<h2>Our terms</h2>\n<p>Be kind. &lt;script&gt;alert(1)&lt;/script&gt; x</p>');
    expect(Date.parse(legal.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const reset = await put('/api/v1/admin/legal', { markdown: '  ' });
    expect(reset.json().data.is_default).toBe(true);
    expect((await get('/api/v1/legal')).json().data.content).toContain('care@jodi.example');
  });

  it('refuses a body without markdown', async () => {
    for (const body of [{ text: 'x' }, { markdown: 'x'.repeat(100_001) }]) {
      const res = await put('/api/v1/admin/legal', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('A/B texts', () => {
  it('answers an empty map, cached for a minute, without a token', async () => {
    const res = await get('/api/v2/ab');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: {} });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('sets, keeps and removes texts by key', async () => {
    const first = await put('/api/v1/admin/ab', {
      texts: { 'NAV-EP': '  Edit profile  ', 'NAV-LO': 'Sign out' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ 'NAV-EP': 'Edit profile', 'NAV-LO': 'Sign out' });

    const second = await put('/api/v1/admin/ab', { texts: { 'NAV-LO': '', 'NAV-TC': 'Terms' } });
    expect(second.json().data).toEqual({ 'NAV-EP': 'Edit profile', 'NAV-TC': 'Terms' });
    expect((await get('/api/v2/ab')).json().data).toEqual({ 'NAV-EP': 'Edit profile', 'NAV-TC': 'Terms' });
    // A member's token changes nothing: the texts are the same for everyone.
    expect((await get('/api/v2/ab', member)).json().data).toEqual({
      'NAV-EP': 'Edit profile',
      'NAV-TC': 'Terms',
    });
  });

  it('refuses unknown keys and texts that are too long, changing nothing', async () => {
    const before = (await get('/api/v2/ab')).json().data;
    const unknown = await put('/api/v1/admin/ab', { texts: { 'NAV-XX': 'x', 'NAV-EP': 'ok' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    const long = await put('/api/v1/admin/ab', { texts: { 'NAV-EP': 'x'.repeat(AB_TEXT_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
    expect(long.json().error.details[0].path).toContain('NAV-EP');
    for (const body of [{ texts: { 'NAV-EP': 5 } }, { 'NAV-EP': 'x' }]) {
      const res = await put('/api/v1/admin/ab', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/v2/ab')).json().data).toEqual(before);
  });
});
