import path from 'node:path';
import { BLOG_IMAGE_MAX_BYTES, BLOG_MARKDOWN_MAX } from '@jodi/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/authorization';
import { callAs } from '../../../test/calls';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { filesUnder, jpeg, jpegWithGps, png } from '../../../test/media-files';
import { filePart, multipart, multipartForm } from '../../../test/multipart';
import type { CreatedProfile } from '../../../test/profile-factory';
import { createStaffMember, startStaffTestApp } from '../staff/staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
beforeAll(async () => {
  ({ t, staff, member } = await startStaffTestApp());
});
afterAll(() => t.close());

const blogFiles = () => filesUnder(path.join(t.dataDir, 'media', 'public', 'blog'));

/** A blog form: text fields, plus a cover under `image` when given. */
const blogForm = (fields: Record<string, string>, image?: { data: Buffer | string; filename?: string }) =>
  multipartForm(
    fields,
    image && filePart(image.data, image.filename ?? 'cover.jpg', 'image/jpeg', 'image'),
    staff.auth,
  );

const POST_FIELDS = {
  title: 'Preparing a biodata',
  summary: 'What to put in it.',
  markdown: '## Start\n\nTell your **story**.',
  status: 'published',
};

async function write(fields: Record<string, string>, image?: { data: Buffer | string; filename?: string }) {
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/blogs', ...blogForm(fields, image) });
}
async function edit(id: string, fields: Record<string, string>, image?: { data: Buffer; filename?: string }) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/admin/blogs/${id}`, ...blogForm(fields, image) });
}
const remove = (id: string) => callAs(t.app, { method: 'DELETE', url: `/api/v1/admin/blogs/${id}` }, staff);
const get = (url: string, who?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
/** A refusal's status and error code. */
const refusal = async (answer: ReturnType<typeof get>) => {
  const res = await answer;
  return [res.statusCode, res.json().error?.code];
};
const NO_POST = [404, 'BLOG_POST_NOT_FOUND'];
const NO_FILE = [404, 'FILE_NOT_FOUND'];

describe('staff blog routes', () => {
  it('are for staff only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectStaffOnly(
      t.app,
      [
        { method: 'GET', url: '/api/v1/admin/blogs' },
        { method: 'GET', url: `/api/v1/admin/blogs/${id}` },
        { method: 'POST', url: '/api/v1/admin/blogs', multipart: multipart([{ name: 'title', data: 'x' }]) },
        {
          method: 'PUT',
          url: `/api/v1/admin/blogs/${id}`,
          multipart: multipart([{ name: 'title', data: 'x' }]),
        },
        { method: 'DELETE', url: `/api/v1/admin/blogs/${id}` },
      ],
      member,
      staff,
    );
  });
});

describe('writing and reading posts', () => {
  it('publishes a post with a re-encoded cover that anyone can read', async () => {
    const res = await write(POST_FIELDS, { data: await jpegWithGps(), filename: 'cover.png' });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      title: 'Preparing a biodata',
      summary: 'What to put in it.',
      status: 'published',
      markdown: '## Start\n\nTell your **story**.',
      content: '<h2>Start</h2>\n<p>Tell your <strong>story</strong>.</p>',
    });
    expect(post.image).toMatch(/^\/media\/blog\/[0-9a-f-]{36}\.jpg$/);
    expect(Date.parse(post.published_at)).toBeGreaterThan(Date.now() - 60_000);

    const read = await get(`/api/v1/blog/${post.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      id: post.id,
      title: post.title,
      image: post.image,
      summary: post.summary,
      published_at: post.published_at,
      content: post.content,
      markdown: post.markdown,
      updated_at: post.updated_at,
    });
    const cover = await get(post.image);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(cover.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('keeps drafts from the public until they are published', async () => {
    const draft = (await write({ ...POST_FIELDS, title: 'Draft post', status: 'draft' })).json().data;
    expect(draft).toMatchObject({ status: 'draft', published_at: null, image: null });
    expect(await refusal(get(`/api/v1/blog/${draft.id}`))).toEqual(NO_POST);
    expect((await get('/api/v1/blogs?limit=50')).json().data.map((p: { id: string }) => p.id)).not.toContain(
      draft.id,
    );
    const staffList = (await get('/api/v1/admin/blogs?limit=50', staff)).json();
    expect(staffList.data).toContainEqual(expect.objectContaining({ id: draft.id, status: 'draft' }));
    expect((await get(`/api/v1/admin/blogs/${draft.id}`, staff)).json().data.title).toBe('Draft post');

    const published = await edit(draft.id, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', title: 'Draft post' });
    expect(published.json().data.published_at).not.toBeNull();
    expect((await get(`/api/v1/blog/${draft.id}`)).statusCode).toBe(200);

    // Back to draft: hidden again, and the first publication date is kept for later.
    const first = published.json().data.published_at;
    await edit(draft.id, { status: 'draft' });
    expect(await refusal(get(`/api/v1/blog/${draft.id}`))).toEqual(NO_POST);
    const again = (await edit(draft.id, { status: 'published' })).json().data;
    expect(again.published_at).toBe(first);
  });

  it('changes only the fields sent, and replaces or removes the cover with its file', async () => {
    const post = (await write(POST_FIELDS, { data: await jpeg() })).json().data;
    const firstCover = post.image;
    const renamed = (await edit(post.id, { title: 'A new title' })).json().data;
    expect(renamed).toMatchObject({ title: 'A new title', summary: POST_FIELDS.summary, image: firstCover });
    expect(renamed.content).toBe(post.content);

    const recovered = (await edit(post.id, { markdown: 'New *text*' }, { data: await png() })).json().data;
    expect(recovered.content).toBe('<p>New <em>text</em></p>');
    expect(recovered.image).not.toBe(firstCover);
    expect(await refusal(get(firstCover))).toEqual(NO_FILE);
    expect((await get(recovered.image)).statusCode).toBe(200);

    const bare = (await edit(post.id, { remove_image: 'true' })).json().data;
    expect(bare.image).toBeNull();
    expect(await refusal(get(recovered.image))).toEqual(NO_FILE);
  });

  it('deletes a post and its cover', async () => {
    const post = (await write(POST_FIELDS, { data: await jpeg() })).json().data;
    const res = await remove(post.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: post.id });
    expect(await refusal(get(`/api/v1/blog/${post.id}`))).toEqual(NO_POST);
    expect(await refusal(get(post.image))).toEqual(NO_FILE);
    expect(await refusal(remove(post.id))).toEqual(NO_POST);
  });

  it('answers 404 for ids that are not posts, never 500', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      const url = encodeURIComponent(id);
      expect(await refusal(get(`/api/v1/blog/${url}`))).toEqual(NO_POST);
      expect(await refusal(get(`/api/v1/admin/blogs/${url}`, staff))).toEqual(NO_POST);
      expect(await refusal(edit(url, { title: 'x' }))).toEqual(NO_POST);
      expect(await refusal(remove(url))).toEqual(NO_POST);
    }
  });
});

describe('sanitising', () => {
  it('stores harmless HTML whatever the Markdown holds', async () => {
    const markdown = [
      '<script>alert(1)</script>',
      '',
      'Hi <img src=x onerror="alert(1)">',
      '',
      '[click](javascript:alert(1)) [ok](https://example.com)',
      '',
      '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    ].join('\n');
    const post = (await write({ ...POST_FIELDS, markdown })).json().data;
    const content = (await get(`/api/v1/blog/${post.id}`)).json().data.content as string;
    const markup = (content.match(/<[^>]*>/g) ?? []).join('');
    expect(markup).not.toMatch(/<script|<img|onerror=|javascript:|data:/);
    expect(content).toContain('&lt;script&gt;');
    expect(content).toContain('<a href="https://example.com" target="_blank" rel="noopener nofollow">ok</a>');
  });
});

describe('validation', () => {
  it('answers 400 with the fields at fault', async () => {
    const missing = await write({ summary: 'x', markdown: 'y' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect(missing.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.title' }));

    const cases: Record<string, string>[] = [
      { ...POST_FIELDS, title: '   ' },
      { ...POST_FIELDS, title: 'x'.repeat(161) },
      { ...POST_FIELDS, summary: 'x'.repeat(401) },
      { ...POST_FIELDS, status: 'archived' },
      { ...POST_FIELDS, markdown: 'x'.repeat(BLOG_MARKDOWN_MAX + 1) },
      { ...POST_FIELDS, remove_image: 'maybe' },
    ];
    for (const fields of cases) {
      const res = await write(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    // Longer than a form field may be at all: refused, not cut short.
    const huge = await write({ ...POST_FIELDS, markdown: 'x'.repeat(BLOG_MARKDOWN_MAX * 4) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.code).toBe('VALIDATION_FAILED');
    expect(huge.json().error.details).toEqual([{ path: 'body.markdown', message: 'Too long' }]);

    const notMultipart = await callAs(
      t.app,
      { method: 'POST', url: '/api/v1/admin/blogs', payload: POST_FIELDS },
      staff,
    );
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes a full-length post in Devanagari', async () => {
    const markdown = 'ज'.repeat(BLOG_MARKDOWN_MAX);
    const res = await write({ ...POST_FIELDS, markdown });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.markdown).toHaveLength(BLOG_MARKDOWN_MAX);
  });

  it('refuses covers that are not JPEG, PNG or WebP, or too large, and keeps no file', async () => {
    const before = blogFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const data of [svg, gif, Buffer.from('%PDF-1.4 not an image')]) {
      const res = await write(POST_FIELDS, { data, filename: 'cover.jpg' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const tooLarge = Buffer.concat([await jpeg(), Buffer.alloc(BLOG_IMAGE_MAX_BYTES)]);
    const large = await write(POST_FIELDS, { data: tooLarge });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    // A JPEG header over bytes that are no picture.
    const broken = await write(POST_FIELDS, {
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
    });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A bad field with a good cover stores nothing either.
    const badField = await write({ ...POST_FIELDS, status: 'nope' }, { data: await jpeg() });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().error.code).toBe('VALIDATION_FAILED');
    expect(blogFiles()).toEqual(before);
  });

  it('accepts a file only under image', async () => {
    const form = multipartForm(
      POST_FIELDS,
      filePart(await jpeg(), 'c.jpg', 'image/jpeg', 'cover'),
      staff.auth,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/blogs', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UPLOAD_MALFORMED');
  });
});

describe('GET /api/v1/blogs', () => {
  it('pages the published posts, newest first, with meta', async () => {
    const fresh = await buildTestApp();
    try {
      const boss = await createStaffMember(fresh);
      const titles = ['One', 'Two', 'Three'];
      for (const title of titles) {
        const form = multipartForm({ ...POST_FIELDS, title }, undefined, boss.auth);
        expect(
          (await fresh.app.inject({ method: 'POST', url: '/api/v1/admin/blogs', ...form })).statusCode,
        ).toBe(201);
        await new Promise((r) => setTimeout(r, 5));
      }
      const draft = multipartForm({ ...POST_FIELDS, title: 'Draft', status: 'draft' }, undefined, boss.auth);
      await fresh.app.inject({ method: 'POST', url: '/api/v1/admin/blogs', ...draft });

      const first = (await fresh.app.inject({ method: 'GET', url: '/api/v1/blogs?limit=2' })).json();
      expect(first.meta).toEqual({ total: 3, limit: 2, offset: 0 });
      expect(first.data.map((p: { title: string }) => p.title)).toEqual(['Three', 'Two']);
      expect(Object.keys(first.data[0]).sort()).toEqual(['id', 'image', 'published_at', 'summary', 'title']);
      const second = (
        await fresh.app.inject({ method: 'GET', url: '/api/v1/blogs?limit=2&offset=2' })
      ).json();
      expect(second.data.map((p: { title: string }) => p.title)).toEqual(['One']);
      const defaults = (await fresh.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json();
      expect(defaults.meta).toEqual({ total: 3, limit: 20, offset: 0 });
      for (const query of ['limit=51', 'limit=0', 'offset=-1', 'limit=abc']) {
        expect((await fresh.app.inject({ method: 'GET', url: `/api/v1/blogs?${query}` })).statusCode).toBe(
          400,
        );
      }
      const staffList = (
        await fresh.app.inject({ method: 'GET', url: '/api/v1/admin/blogs', headers: boss.auth })
      ).json();
      expect(staffList.meta.total).toBe(4);
    } finally {
      await fresh.close();
    }
  });
});
