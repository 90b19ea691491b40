import { adSchema, staffAdSchema } from '@jodi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/authorization';
import { callAs } from '../../../test/calls';
import type { TestApp } from '../../../test/harness';
import { jpeg, png } from '../../../test/media-files';
import { filePart, multipart, multipartForm } from '../../../test/multipart';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { connect, listeningUrl, nextEvent, recordEvents, settle } from '../realtime/socket.test-kit';
import { startStaffTestApp } from '../staff/staff.test-kit';

let t: TestApp;
let staff: CreatedProfile;
let member: CreatedProfile;
beforeAll(async () => {
  ({ t, staff, member } = await startStaffTestApp());
});
afterAll(() => t.close());

const adForm = (fields: Record<string, string>, image?: Buffer) =>
  multipartForm(fields, image && filePart(image, 'ad.png', 'image/png', 'image'), staff.auth);
const create = (fields: Record<string, string>, image?: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/ads', ...adForm(fields, image) });
const update = (id: string, fields: Record<string, string>, image?: Buffer) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/ads/${id}`, ...adForm(fields, image) });
const remove = (id: string) => callAs(t.app, { method: 'DELETE', url: `/api/v1/admin/ads/${id}` }, staff);
const push = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/ads/${id}/push`, headers: staff.auth });
const nextAd = (who: { auth: Record<string, string> } = member) =>
  t.app.inject({ method: 'GET', url: '/api/v1/ad/test', headers: who.auth });

const SWEETS = {
  status: 'active',
  title: 'Sweets for the wedding',
  description: 'Pedhas and modaks, made fresh.',
  price: '499',
  advertiser_name: 'Joshi Sweets',
  advertiser_contact: '+91 98220 12345',
};

describe('staff ad routes', () => {
  it('are for staff only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const form = multipart([{ name: 'title', data: 'x' }]);
    await expectStaffOnly(
      t.app,
      [
        { method: 'GET', url: '/api/v1/admin/ads' },
        { method: 'POST', url: '/api/v1/admin/ads', multipart: multipart([{ name: 'title', data: '' }]) },
        { method: 'PUT', url: `/api/v1/admin/ads/${id}`, multipart: form },
        { method: 'DELETE', url: `/api/v1/admin/ads/${id}` },
        { method: 'POST', url: `/api/v1/admin/ads/${id}/push` },
      ],
      member,
      staff,
    );
  });
});

describe('GET /api/v1/ad/test', () => {
  it('is for members: visitors get 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ad/test' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers null while no ad is active, then takes the active and delayed ads in turn', async () => {
    expect((await nextAd()).json()).toEqual({ data: null });
    const inactive = (await create({ ...SWEETS, title: 'Old offer', status: 'inactive' })).json().data;
    expect((await nextAd()).json()).toEqual({ data: null });

    const sweets = await create(SWEETS, await png());
    expect(sweets.statusCode).toBe(201);
    const flowers = await create({ title: 'Flowers', status: 'delayed' });
    const shown = [];
    for (let i = 0; i < 4; i++) {
      const res = await nextAd();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      shown.push(adSchema.parse(res.json().data).title);
    }
    expect(shown).toEqual(['Sweets for the wedding', 'Flowers', 'Sweets for the wedding', 'Flowers']);
    expect(shown).not.toContain(inactive.title);

    const ad = (await nextAd()).json().data;
    expect(ad).toEqual({
      status: 'active',
      title: 'Sweets for the wedding',
      image_url: sweets.json().data.image_url,
      description: 'Pedhas and modaks, made fresh.',
      price: 499,
      advertiser_name: 'Joshi Sweets',
      advertiser_contact: '+91 98220 12345',
    });
    expect(ad.image_url).toMatch(/^\/media\/ads\/[0-9a-f-]{36}\.jpg$/);
    const image = await t.app.inject({ method: 'GET', url: ad.image_url });
    expect(image.headers['content-type']).toBe('image/jpeg');

    // Switched off: out of the rotation at once.
    for (const made of [sweets, flowers]) await update(made.json().data.id, { status: 'inactive' });
    expect((await nextAd()).json().data).toBeNull();
  });
});

describe('writing ads', () => {
  it('creates, lists, changes and deletes an ad with its picture', async () => {
    const made = await create({ title: ' Jewellery ', price: '', description: '' }, await jpeg());
    expect(made.statusCode).toBe(201);
    const ad = staffAdSchema.parse(made.json().data);
    expect(ad).toMatchObject({ title: 'Jewellery', status: 'inactive', price: null, description: null });

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/ads?limit=1', headers: staff.auth })
    ).json();
    expect(list.meta).toMatchObject({ limit: 1, offset: 0 });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
    expect(list.data[0].id).toBe(ad.id);

    const changed = (await update(ad.id, { price: '25000', status: 'active', remove_image: 'true' })).json()
      .data;
    expect(changed).toMatchObject({ title: 'Jewellery', price: 25000, status: 'active', image_url: null });
    const oldImage = await t.app.inject({ method: 'GET', url: ad.image_url! });
    expect(oldImage.statusCode).toBe(404);
    expect(oldImage.json().error.code).toBe('FILE_NOT_FOUND');

    const removed = await remove(ad.id);
    expect(removed.json()).toEqual({ data: { id: ad.id } });
    const gone = await update(ad.id, { title: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('AD_NOT_FOUND');
  });

  it('answers 400 for bad fields, 415 for a picture that is not one, 404 for unknown ids', async () => {
    const bad: Record<string, string>[] = [
      { status: 'active' },
      { title: '' },
      { title: 'x', price: 'abc' },
      { title: 'x', price: '-5' },
      { title: 'x', price: '12.5' },
      { title: 'x', status: 'paused' },
      { title: 'x'.repeat(121) },
    ];
    for (const fields of bad) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const notAPicture = await create({ title: 'x' }, svg);
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      for (const res of [await update(id, { title: 'x' }), await push(id), await remove(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('AD_NOT_FOUND');
      }
    }
  });
});

describe('POST /api/v1/admin/ads/{id}/push', () => {
  it('sends the ad to every connected member, and refuses an inactive ad', async () => {
    const other = await createProfile(t.app, { gender: 'male' });
    const ad = (await create({ ...SWEETS, status: 'delayed', title: 'Live offer' })).json().data;
    const url = await listeningUrl(t.app);
    const sockets = await Promise.all([member, other].map((m) => connect(url, { token: m.token })));
    try {
      const arrivals = sockets.map((s) => nextEvent(s, 'ad'));
      const res = await push(ad.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(ad.id);
      for (const payload of await Promise.all(arrivals)) {
        expect(payload).toEqual({
          status: 'delayed',
          title: 'Live offer',
          image_url: null,
          description: SWEETS.description,
          price: 499,
          advertiser_name: SWEETS.advertiser_name,
          advertiser_contact: SWEETS.advertiser_contact,
        });
      }

      const recorded = recordEvents(sockets[0]!);
      await update(ad.id, { status: 'inactive' });
      const refused = await push(ad.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('AD_INACTIVE');
      await settle();
      expect(recorded.of('ad')).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
