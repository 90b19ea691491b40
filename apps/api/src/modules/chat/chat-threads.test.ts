import { chatRequestSchema, chatThreadSchema } from '@jodi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { photos, profiles } from '../../db/schema';
import { signedUrl } from '../privacy/media-lens.test-kit';
import { idsOf, socialCalls } from '../social/social.test-kit';
import { acceptChat, chatCalls } from './chat.test-kit';

let t: TestApp;
let c: ReturnType<typeof chatCalls>;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  c = chatCalls(t.app);
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const partnersOf = (body: { data: { profile_id: string }[] }) => body.data.map((row) => row.profile_id);

describe('GET /api/v1/chat/threads', () => {
  it('lists one row per partner, newest conversation first, with the last message and unread count', async () => {
    const bride = await createProfile(t.app, { photo: false });
    const asha = await createProfile(t.app, { gender: 'male', name: 'Arjun', photo: false });
    const vikram = await createProfile(t.app, { gender: 'male', name: 'Vikram', photo: false });
    const quiet = await createProfile(t.app, { gender: 'male', photo: false });
    await acceptChat(t.app, asha, bride);
    await acceptChat(t.app, vikram, bride);
    await acceptChat(t.app, quiet, bride);

    await c.send(asha, bride.profileId, 'first from Arjun');
    await c.send(vikram, bride.profileId, 'hello from Vikram');
    await c.send(asha, bride.profileId, 'second from Arjun');
    await c.send(vikram, bride.profileId, 'again Vikram');
    await c.send(bride, vikram.profileId, 'reply to Vikram');

    const res = await c.threads(bride);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(chatThreadSchema.array().parse(body.data)).toHaveLength(2);
    expect(body.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    expect(body.data).toEqual([
      {
        profile_id: vikram.profileId,
        name: 'Vikram',
        lastName: 'Kulkarni',
        primary_profile_pic: null,
        photos_blurred: false,
        last_message: {
          id: expect.any(String),
          from: bride.profileId,
          to: vikram.profileId,
          message: 'reply to Vikram',
          created_at: expect.any(String),
          sent_by: null,
        },
        unread_count: 2,
      },
      {
        profile_id: asha.profileId,
        name: 'Arjun',
        lastName: 'Kulkarni',
        primary_profile_pic: null,
        photos_blurred: false,
        last_message: {
          id: expect.any(String),
          from: asha.profileId,
          to: bride.profileId,
          message: 'second from Arjun',
          created_at: expect.any(String),
          sent_by: null,
        },
        unread_count: 2,
      },
    ]);

    // The sender's side: one row, nothing unread.
    const vikramSide = (await c.threads(vikram)).json().data;
    expect(vikramSide).toHaveLength(1);
    expect(vikramSide[0]).toMatchObject({ profile_id: bride.profileId, name: 'Asha', unread_count: 1 });

    // Reading a conversation clears its count; a new message moves its thread to the top.
    await c.conversation(bride, vikram.profileId);
    await c.send(asha, bride.profileId, 'third from Arjun');
    const after = (await c.threads(bride)).json().data;
    expect(partnersOf({ data: after })).toEqual([asha.profileId, vikram.profileId]);
    expect(after.map((row: { unread_count: number }) => row.unread_count)).toEqual([3, 0]);
  });

  it('pages with limit and offset', async () => {
    const bride = await createProfile(t.app);
    const grooms = [];
    for (let i = 0; i < 3; i++) {
      const groom = await createProfile(t.app, { gender: 'male' });
      await acceptChat(t.app, groom, bride);
      await c.send(groom, bride.profileId, `hi ${i}`);
      grooms.push(groom.profileId);
    }
    const newestFirst = [...grooms].reverse();
    const page = (await c.threads(bride, '?limit=2&offset=1')).json();
    expect(partnersOf(page)).toEqual(newestFirst.slice(1, 3));
    expect(page.meta).toEqual({ total: 3, limit: 2, offset: 1 });
    expect((await c.threads(bride, '?limit=2&offset=5')).json()).toEqual({
      data: [],
      meta: { total: 3, limit: 2, offset: 5 },
    });
    expect((await c.threads(bride, '?limit=500')).statusCode).toBe(400);
    expect((await c.threads(undefined)).statusCode).toBe(401);
  });

  it('leaves out partners blocked either way, and hidden profiles', async () => {
    const bride = await createProfile(t.app);
    const [blockedByHer, blockingHer, hidden, kept] = [
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
      await createProfile(t.app, { gender: 'male' }),
    ];
    for (const groom of [blockedByHer, blockingHer, hidden, kept]) {
      await acceptChat(t.app, groom, bride);
      await c.send(groom, bride.profileId, 'hi');
    }
    await s.block(bride, blockedByHer.profileId);
    await s.block(blockingHer, bride.profileId);
    await t.database.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    const body = (await c.threads(bride)).json();
    expect(partnersOf(body)).toEqual([kept.profileId]);
    expect(body.meta.total).toBe(1);
    expect(await c.count(bride)).toBe(1);
  });

  it("shows the partner's primary photo as a thumbnail", async () => {
    const bride = await createProfile(t.app);
    const groom = await createProfile(t.app, { gender: 'male' });
    await acceptChat(t.app, groom, bride);
    await c.send(groom, bride.profileId, 'hi');
    const [photo] = await t.database.db
      .insert(photos)
      .values({
        profileId: groom.profileId,
        variants: {
          thumb: `public/p/${groom.profileId}/photos/abc-thumb.jpg`,
          medium: `public/p/${groom.profileId}/photos/abc-medium.jpg`,
          large: `public/p/${groom.profileId}/photos/abc-large.jpg`,
        },
        width: 800,
        height: 800,
      })
      .returning();
    await t.database.db
      .update(profiles)
      .set({ primaryPhotoId: photo!.id })
      .where(eq(profiles.id, groom.profileId));
    const [row] = (await c.threads(bride)).json().data;
    // Signed for her: they accepted each other's chat request.
    expect(row.primary_profile_pic).toMatch(
      signedUrl(`/media/p/${groom.profileId}/photos/abc-thumb.jpg`, bride.profileId),
    );
    expect(row.photos_blurred).toBe(false);
  });
});

describe('GET /api/v1/invites', () => {
  it('lists the pending chat requests the caller received, newest first', async () => {
    const bride = await createProfile(t.app);
    const first = await createProfile(t.app, { gender: 'male' });
    const second = await createProfile(t.app, { gender: 'male' });
    const answered = await createProfile(t.app, { gender: 'male' });
    const a = (await s.chatRequest(first, bride.profileId)).json().data.id;
    const b = (await s.chatRequest(second, bride.profileId)).json().data.id;
    await acceptChat(t.app, answered, bride);

    const res = await c.invites(bride);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(idsOf(body)).toEqual([b, a]);
    expect(
      chatRequestSchema
        .array()
        .parse(body.data)
        .map((r) => r.profile.id),
    ).toEqual([second.profileId, first.profileId]);
    expect(body.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    expect(idsOf((await c.invites(bride, '?limit=1&offset=1')).json())).toEqual([a]);
    expect((await c.invites(first)).json().data).toEqual([]);
    expect((await c.invites(undefined)).statusCode).toBe(401);
  });
});
