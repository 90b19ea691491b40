import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { jpeg } from '../../test/media-files';
import { filePart, multipart } from '../../test/multipart';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { bookmarks, chatRequests, interests, photos, profiles, verificationDocuments } from '../db/schema';
import { socialCalls } from '../modules/social/social.test-kit';

/**
 * Attack: a signed-in member (the intruder) takes the id of something that belongs to others and
 * reads, changes or deletes it through every member route that takes an id. Each is refused
 * (403 or 404) and the database shows the thing unchanged.
 */
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

interface Scene {
  groom: CreatedProfile;
  bride: CreatedProfile;
  /** A third member, of the groom's gender, with nothing to do with either. */
  intruder: CreatedProfile;
}

async function scene(): Promise<Scene> {
  const groom = await createProfile(t.app, { gender: 'male' });
  const bride = await createProfile(t.app, { gender: 'female' });
  const intruder = await createProfile(t.app, { gender: 'male' });
  return { groom, bride, intruder };
}

const db = () => t.database.db;

interface OwnershipCase {
  name: string;
  /** Makes the victim's resource; returns its id. */
  setup(sc: Scene): Promise<string>;
  /** The intruder's request. */
  attack(sc: Scene, id: string): Promise<{ statusCode: number; body: string }>;
  /** The answers that count as refused (default 403, 404). */
  refused?: number[];
  /** The refusal's error code, when the attack is refused with one cause. */
  code?: string;
  /** Throws unless the resource is as the victim left it. */
  unchanged(sc: Scene, id: string): Promise<void>;
}

const cases: OwnershipCase[] = [
  {
    name: "PUT /profiles/:id on another member's profile",
    code: 'NOT_YOUR_PROFILE',
    setup: async (sc) => sc.bride.profileId,
    attack: (sc, id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/profiles/${id}/`,
        headers: sc.intruder.auth,
        payload: { id, profile: { name: 'Hacked', aboutme: 'owned' } },
      }),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(profiles).where(eq(profiles.id, id));
      expect(row?.name).toBe('Asha');
    },
  },
  {
    name: "PUT /profiles/:own with the victim's id in the body (the body id is ignored)",
    setup: async (sc) => sc.bride.profileId,
    refused: [200, 400, 403, 404],
    attack: (sc, id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/profiles/${sc.intruder.profileId}/`,
        headers: sc.intruder.auth,
        payload: { id, profile: { name: 'Hacked' } },
      }),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(profiles).where(eq(profiles.id, id));
      expect(row?.name).toBe('Asha');
    },
  },
  {
    name: "DELETE /pics/:id on another member's photo",
    code: 'PHOTO_NOT_FOUND',
    setup: async (sc) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bulk/picb',
        ...multipart([filePart(await jpeg())], sc.bride.auth),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data[0].id;
    },
    attack: (sc, id) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/pics/${id}`, headers: sc.intruder.auth }),
    unchanged: async (_sc, id) => {
      expect(await db().select().from(photos).where(eq(photos.id, id))).toHaveLength(1);
    },
  },
  {
    name: "PUT /set/profile/pic with another member's photo",
    code: 'PHOTO_NOT_FOUND',
    setup: async (sc) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bulk/picb',
        ...multipart([filePart(await jpeg())], sc.bride.auth),
      });
      return res.json().data[0].id;
    },
    attack: (sc, id) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/set/profile/pic',
        headers: sc.intruder.auth,
        payload: { id },
      }),
    unchanged: async (sc, id) => {
      const [mine] = await db().select().from(profiles).where(eq(profiles.id, sc.intruder.profileId));
      expect(mine?.primaryPhotoId).not.toBe(id);
      const [photo] = await db().select().from(photos).where(eq(photos.id, id));
      expect(photo?.profileId).toBe(sc.bride.profileId);
    },
  },
  {
    name: "DELETE /bookmarks/:id on another member's bookmark",
    code: 'BOOKMARK_NOT_FOUND',
    setup: async (sc) => {
      const res = await s.bookmark(sc.groom, sc.bride.profileId);
      expect(res.statusCode).toBeLessThan(300);
      return res.json().data.id;
    },
    attack: (sc, id) => s.unbookmark(sc.intruder, id),
    unchanged: async (_sc, id) => {
      expect(await db().select().from(bookmarks).where(eq(bookmarks.id, id))).toHaveLength(1);
    },
  },
  ...(['accepted', 'declined'] as const).map(
    (status): OwnershipCase => ({
      name: `PUT /interests/:id (${status}) on an interest sent to someone else`,
      code: 'INTEREST_NOT_FOUND',
      setup: async (sc) => (await s.interest(sc.groom, sc.bride.profileId)).json().data.id,
      attack: (sc, id) => s.answerInterest(sc.intruder, id, status),
      unchanged: async (_sc, id) => {
        const [row] = await db().select().from(interests).where(eq(interests.id, id));
        expect(row?.status).toBe('pending');
      },
    }),
  ),
  {
    name: "DELETE /interests/:id on someone else's interest",
    code: 'INTEREST_NOT_FOUND',
    setup: async (sc) => (await s.interest(sc.groom, sc.bride.profileId)).json().data.id,
    attack: (sc, id) => s.cancelInterest(sc.intruder, id),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(interests).where(eq(interests.id, id));
      expect(row?.status).toBe('pending');
    },
  },
  {
    name: 'PUT /chatrequests/:id (accept) on a request sent to someone else',
    code: 'CHAT_REQUEST_NOT_FOUND',
    setup: async (sc) => (await s.chatRequest(sc.groom, sc.bride.profileId)).json().data.id,
    attack: (sc, id) => s.answerChatRequest(sc.intruder, id, { accepted: true, declined: false }),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(chatRequests).where(eq(chatRequests.id, id));
      expect(row).toMatchObject({ status: 'pending' });
    },
  },
  {
    name: "DELETE /chatrequests/:id on someone else's request",
    code: 'CHAT_REQUEST_NOT_FOUND',
    setup: async (sc) => (await s.chatRequest(sc.groom, sc.bride.profileId)).json().data.id,
    attack: (sc, id) => s.cancelChatRequest(sc.intruder, id),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(chatRequests).where(eq(chatRequests.id, id));
      expect(row).toMatchObject({ status: 'pending' });
    },
  },
  {
    name: "GET /verification/docs/:id/file on another member's identity document",
    code: 'DOCUMENT_NOT_FOUND',
    setup: async (sc) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verification/doc?docType=GovID',
        ...multipart([filePart(await jpeg(), 'id.jpg', 'image/jpeg', 'file')], sc.bride.auth),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.id;
    },
    attack: (sc, id) =>
      t.app.inject({ method: 'GET', url: `/api/v1/verification/docs/${id}/file`, headers: sc.intruder.auth }),
    unchanged: async (_sc, id) => {
      const [row] = await db().select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
      expect(row?.status).toBe('pending');
    },
  },
];

describe("another member's ids", () => {
  it.each(cases)('refuses $name (403/404) and changes nothing', async (c) => {
    const sc = await scene();
    const id = await c.setup(sc);
    const res = await c.attack(sc, id);
    expect(c.refused ?? [403, 404], res.body).toContain(res.statusCode);
    if (c.code) expect(JSON.parse(res.body).error.code).toBe(c.code);
    await c.unchanged(sc, id);
  });

  it('refuses a verification document to a visitor too (401)', async () => {
    const sc = await scene();
    const id = await cases.at(-1)!.setup(sc);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/verification/docs/${id}/file` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('deletes only the own video introduction, whatever id is in the path', async () => {
    const sc = await scene();
    await db()
      .update(profiles)
      .set({ videoKey: 'private/v/bride.mp4', videoMime: 'video/mp4', videoSize: 10 })
      .where(eq(profiles.id, sc.bride.profileId));
    await t.app.inject({ method: 'DELETE', url: '/api/v1/videointro/1', headers: sc.intruder.auth });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, sc.bride.profileId));
    expect(row?.videoKey).toBe('private/v/bride.mp4');
  });
});
