import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { jpeg } from '../../test/media-files';
import { type FilePart, filePart, multipartForm } from '../../test/multipart';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { testMedia } from '../../test/videos';
import { ads, blogPosts, callLogs, photos, profiles, verificationDocuments } from '../db/schema';
import { callLogForm, startStaffTestApp, wav } from '../modules/staff/staff.test-kit';
import { expectPlainMember, forged } from './mass-assignment.kit';

/**
 * Attack: the multipart writing routes (staff call logs, blog posts and ads; member photos,
 * identity documents and video introductions) are sent, as text fields beside their real ones,
 * the privileged fields and forged owner ids of the JSON attack, plus the columns the server
 * fills itself (creator, storage keys, review, publication). Each route must take the upload
 * with the extras dropped: the database shows the real author and owner, nothing in the
 * bystander's name, and no member made staff, paid or verified.
 */
let t: TestApp;
let staff: CreatedProfile;
let bystander: CreatedProfile;
/** The bystander's own photo (the factory gives every profile one); nothing may be added to it. */
let bystanderPhotos: (typeof photos.$inferSelect)[];
beforeAll(async () => {
  ({ t, staff, member: bystander } = await startStaffTestApp());
  bystanderPhotos = await db().select().from(photos).where(eq(photos.profileId, bystander.profileId));
});
afterAll(() => t.close());

const db = () => t.database.db;

/**
 * The forged fields of the JSON attack that matter most (in the forms' snake_case), plus the
 * columns the server fills itself, as form text fields: 17 of them, so that with a route's own
 * fields a form stays within the plugin's 20 text fields (more is refused whole, with 413).
 */
const FORGED_KEYS = ['is_admin', 'usergroup', 'plan', 'status', 'identity_verified', 'user_id', 'profile_id'];

function forgedFields(): Record<string, string> {
  const uid = bystander.user.id;
  const all = forged(bystander);
  const extras: Record<string, unknown> = {
    ...Object.fromEntries(FORGED_KEYS.map((key) => [key, all[key]])),
    created_by: uid,
    created_by_user_id: uid,
    reviewed_by: uid,
    app_name: 'forged-app',
    audio_key: 'private/calllogs/forged.wav',
    image_key: 'public/forged.png',
    video_key: 'public/forged.mp4',
    content_html: '<script>window.__forged=1</script>',
    published_at: '2000-01-01T00:00:00Z',
    shown_at: '2000-01-01T00:00:00Z',
  };
  return Object.fromEntries(
    Object.entries(extras).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

type Method = 'POST' | 'PUT';
const send = (method: Method, url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method, url, ...form });

/** Sends the form, expects it taken (the extras dropped, not refused) and answers its `data`. */
async function accepted(method: Method, url: string, form: ReturnType<typeof multipartForm>) {
  const res = await send(method, url, form);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data;
}

/** No user was lifted and the bystander's profile was not touched. */
async function expectNoEscalation(...members: CreatedProfile[]) {
  for (const who of [bystander, ...members]) await expectPlainMember(t, who);
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, bystander.profileId));
  expect(profile).toMatchObject({ videoKey: null });
  expect(await db().select().from(photos).where(eq(photos.profileId, bystander.profileId))).toEqual(
    bystanderPhotos,
  );
  expect(
    await db()
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.profileId, bystander.profileId)),
  ).toEqual([]);
}

describe('mass assignment on the staff multipart writing routes', () => {
  const imageField = async (): Promise<FilePart> =>
    filePart(await jpeg(), 'cover.jpg', 'image/jpeg', 'image');

  it.each(['POST', 'PUT'] as const)(
    '%s /calllogs keeps the real author, community and recording',
    async (method) => {
      // `app_name` and `status` are real call-log fields (checked against the communities).
      const fields = {
        ...forgedFields(),
        customer_name: 'Sunita',
        status: 'call_successful',
        app_name: 'jodi',
      };
      let url = '/api/v1/calllogs';
      if (method === 'PUT') {
        const created = await accepted(
          'POST',
          url,
          callLogForm({ customer_name: 'First' }, undefined, staff.auth),
        );
        url = `${url}/${created.id}`;
      }
      const log = await accepted(method, url, callLogForm(fields, { data: wav() }, staff.auth));
      const [row] = await db().select().from(callLogs).where(eq(callLogs.id, log.id));
      expect(row).toMatchObject({
        customerName: 'Sunita',
        status: 'call_successful',
        createdByUserId: staff.user.id,
        profileId: null,
        assignedToUserId: null,
        appName: 'jodi',
      });
      expect(row?.audioKey).toMatch(/^private\/calllogs\//);
      expect(row?.audioKey).not.toContain('forged');
      await expectNoEscalation();
    },
  );

  it.each(['POST', 'PUT'] as const)(
    '%s /admin/blogs keeps the real author, HTML and cover',
    async (method) => {
      const fields = {
        ...forgedFields(),
        title: 'Biodata tips',
        summary: 'How.',
        markdown: 'Be **honest**.',
        status: 'draft',
      };
      let url = '/api/v1/admin/blogs';
      if (method === 'PUT') {
        const created = await accepted(
          'POST',
          url,
          multipartForm({ ...fields, title: 'First' }, undefined, staff.auth),
        );
        url = `${url}/${created.id}`;
      }
      const post = await accepted(method, url, multipartForm(fields, await imageField(), staff.auth));
      const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row).toMatchObject({
        title: 'Biodata tips',
        status: 'draft',
        publishedAt: null,
        createdBy: staff.user.id,
      });
      expect(row?.contentHtml).toContain('<strong>honest</strong>');
      expect(row?.contentHtml).not.toContain('forged');
      expect(row?.imageKey).toMatch(/^public\/blog\//);
      await expectNoEscalation();
    },
  );

  it.each(['POST', 'PUT'] as const)('%s /admin/ads keeps the real image and rotation', async (method) => {
    const fields = { ...forgedFields(), title: 'Caterers', status: 'inactive' };
    let url = '/api/v1/admin/ads';
    if (method === 'PUT') {
      const created = await accepted('POST', url, multipartForm({ title: 'First' }, undefined, staff.auth));
      url = `${url}/${created.id}`;
    }
    const ad = await accepted(method, url, multipartForm(fields, await imageField(), staff.auth));
    const [row] = await db().select().from(ads).where(eq(ads.id, ad.id));
    expect(row).toMatchObject({ title: 'Caterers', status: 'inactive', shownAt: null });
    expect(row?.imageKey).toMatch(/^public\/ads\//);
    await expectNoEscalation();
  });
});

describe('mass assignment on the member upload routes', () => {
  const uploads = [
    { name: 'POST /bulk/picb', url: '/api/v1/bulk/picb', file: async () => filePart(await jpeg()) },
    {
      name: 'POST /verification/doc',
      url: '/api/v1/verification/doc?docType=GovID',
      file: async () => filePart(await jpeg(), 'id.jpg', 'image/jpeg', 'file'),
    },
    {
      name: 'POST /videointro',
      url: '/api/v1/videointro',
      file: async () => filePart(testMedia('mp4'), 'intro.mp4', 'video/mp4', 'video'),
    },
  ];

  it.each(uploads)('$name stores the upload for the caller only', async (route) => {
    const attacker = await createProfile(t.app, { gender: 'male', photo: false });
    await accepted('POST', route.url, multipartForm(forgedFields(), await route.file(), attacker.auth));
    const own = (table: typeof photos | typeof verificationDocuments) =>
      db().select().from(table).where(eq(table.profileId, attacker.profileId));
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, attacker.profileId));
    const stored =
      [...(await own(photos)), ...(await own(verificationDocuments))].length + (profile?.videoKey ? 1 : 0);
    expect(stored).toBe(1);
    const [doc] = await own(verificationDocuments);
    if (doc) expect(doc).toMatchObject({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect(profile?.videoKey ?? '').not.toContain('forged');
    await expectNoEscalation(attacker);
  });
});
