import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import {
  blocks,
  bookmarks,
  chatRequests,
  contacts,
  interests,
  leads,
  messages,
  profiles,
  reports,
} from '../db/schema';
import { socialCalls } from '../modules/social/social.test-kit';
import { expectPlainMember, forged, type Scene } from './mass-assignment.kit';

/**
 * Attack: every member writing route is sent, beside its real fields, the privileged ones
 * (`is_admin`, `plan`, verification flags, `status`, `usergroup`) and owner ids pointing at a
 * bystander (`user_id`, `profile_id`, `owner_id`, `from`, …), at the top level and inside the
 * nested object. Whatever the route answers (never 5xx), the database must show the attacker
 * still a plain Hope member, unverified, and nothing written in the bystander's name.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

const inject = (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  who: CreatedProfile,
  payload: object,
) => app.inject({ method, url, headers: who.auth, payload });

interface WriteCase {
  name: string;
  prepare?(sc: Scene): Promise<void>;
  write(sc: Scene, evil: Record<string, unknown>): Promise<{ statusCode: number; body: string }>;
}

const father = { name: 'Suresh Patil', relation: 'Father', phone: '98123 45678' };
const lead = {
  name: 'Sunita Patil',
  business: 'Caterers',
  email: 'orders@caterers.example',
  phone: '+91 98765 43210',
};

const cases: WriteCase[] = [
  {
    name: 'PUT /profiles/:id',
    write: (sc, evil) =>
      inject(t.app, 'PUT', `/api/v1/profiles/${sc.attacker.profileId}/`, sc.attacker, {
        ...evil,
        id: sc.attacker.profileId,
        profile: { ...evil, name: 'Rohan', aboutme: 'Just me' },
      }),
  },
  {
    name: 'PUT /user (password change)',
    write: (sc, evil) =>
      inject(t.app, 'PUT', '/api/v1/user', sc.attacker, {
        ...evil,
        user: { ...evil, password: 'another-long-secret', old_password: sc.attacker.password },
      }),
  },
  {
    name: 'POST /contacts',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/contacts/', sc.attacker, {
        ...evil,
        contacts: [{ ...evil, ...father }],
      }),
  },
  {
    name: 'PUT /support/info',
    write: (sc, evil) =>
      inject(t.app, 'PUT', '/api/v1/support/info', sc.attacker, { ...evil, phone: '98765 43210' }),
  },
  {
    name: 'POST /bookmarks',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/bookmarks/', sc.attacker, {
        ...evil,
        bookmark: { ...evil, to: sc.target.profileId },
      }),
  },
  {
    name: 'POST /interests',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/interests', sc.attacker, {
        ...evil,
        status: 'accepted',
        to: sc.target.profileId,
      }),
  },
  {
    name: 'POST /chatrequests',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/chatrequests', sc.attacker, {
        ...evil,
        to: sc.target.profileId,
        accepted: true,
      }),
  },
  {
    name: 'POST /message',
    prepare: async (sc) => {
      const s = socialCalls(t.app);
      const id = (await s.chatRequest(sc.attacker, sc.target.profileId)).json().data.id;
      expect((await s.answerChatRequest(sc.target, id, { accepted: true })).statusCode).toBe(200);
    },
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/message/', sc.attacker, {
        ...evil,
        to: sc.target.profileId,
        message: 'Namaste',
      }),
  },
  {
    name: 'POST /user/report',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/user/report', sc.attacker, {
        ...evil,
        status: 'actioned',
        user_to_id: sc.target.profileId,
        reason: 'fake_profile',
      }),
  },
  {
    name: 'POST /block',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/block/', sc.attacker, { ...evil, profileId: sc.target.profileId }),
  },
  {
    name: 'POST /leads',
    write: (sc, evil) =>
      inject(t.app, 'POST', '/api/v1/leads', sc.attacker, { ...evil, lead: { ...evil, ...lead } }),
  },
];

/** Nothing in any table was written in the bystander's name. */
async function expectNothingInNameOf(sc: Scene) {
  const pid = sc.bystander.profileId;
  const d = db();
  expect(await d.select().from(bookmarks).where(eq(bookmarks.fromProfileId, pid))).toEqual([]);
  expect(await d.select().from(interests).where(eq(interests.fromProfileId, pid))).toEqual([]);
  expect(await d.select().from(chatRequests).where(eq(chatRequests.fromProfileId, pid))).toEqual([]);
  expect(await d.select().from(messages).where(eq(messages.fromProfileId, pid))).toEqual([]);
  expect(await d.select().from(reports).where(eq(reports.reporterProfileId, pid))).toEqual([]);
  expect(await d.select().from(blocks).where(eq(blocks.blockerProfileId, pid))).toEqual([]);
  expect(await d.select().from(contacts).where(eq(contacts.profileId, pid))).toEqual([]);
  expect(await d.select().from(leads).where(eq(leads.userId, sc.bystander.user.id))).toEqual([]);
  const [bystander] = await d.select().from(profiles).where(eq(profiles.id, pid));
  expect(bystander?.name).toBe('Asha');
}

describe('mass assignment on every member writing route', () => {
  it.each(cases)('$name ignores privileged fields and forged owner ids', async (c) => {
    const sc: Scene = {
      attacker: await createProfile(t.app, { gender: 'male' }),
      target: await createProfile(t.app, { gender: 'female' }),
      bystander: await createProfile(t.app, { gender: 'female' }),
    };
    await c.prepare?.(sc);
    const res = await c.write(sc, forged(sc.bystander));
    // Taken with the extras dropped, or refused as a bad request; never a server error.
    expect([200, 201, 400], res.body).toContain(res.statusCode);
    await expectPlainMember(t, sc.attacker);
    await expectPlainMember(t, sc.target);
    await expectNothingInNameOf(sc);
  });

  it('interests and chat requests made with a forged status start pending', async () => {
    const sc: Scene = {
      attacker: await createProfile(t.app, { gender: 'male' }),
      target: await createProfile(t.app, { gender: 'female' }),
      bystander: await createProfile(t.app, { gender: 'female' }),
    };
    await cases.find((c) => c.name === 'POST /interests')!.write(sc, forged(sc.bystander));
    await cases.find((c) => c.name === 'POST /chatrequests')!.write(sc, forged(sc.bystander));
    const [interest] = await db()
      .select()
      .from(interests)
      .where(eq(interests.fromProfileId, sc.attacker.profileId));
    expect(interest).toMatchObject({ toProfileId: sc.target.profileId, status: 'pending' });
    const [request] = await db()
      .select()
      .from(chatRequests)
      .where(eq(chatRequests.fromProfileId, sc.attacker.profileId));
    expect(request).toMatchObject({ toProfileId: sc.target.profileId, status: 'pending' });
  });

  it('POST /sign_up makes a plain Hope member whatever the body claims', async () => {
    const email = uniqueEmail('escalate');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      payload: {
        is_admin: true,
        isAdmin: true,
        plan: 'Premium',
        usergroup: 'staff',
        email,
        password: 'secret-123',
      },
    });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode !== 200) return;
    const { user } = res.json().data;
    expect(user).toMatchObject({ is_admin: false, plan: 'Hope' });
    await expectPlainMember(t, { user, profileId: user.profile_id });
  });
});
