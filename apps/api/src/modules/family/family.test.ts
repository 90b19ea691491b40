import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { familyInvites } from '../../db/schema';
import { saveLanguage } from '../auth/auth.test-kit';
import { MAIL_TEST_SITE, type SmtpSink, startMailTestApp } from '../notifications/mail/smtp-sink.test-kit';
import { socialCalls } from '../social/social.test-kit';
import { expectError, familyCalls, setPlan, tokenOf } from './family.test-kit';

/** Family management (decision 33) end to end: the invitation mail, accepting, acting with X-Profile, removal. */
let sink: SmtpSink;
let t: TestApp;
let f: ReturnType<typeof familyCalls>;
let s: ReturnType<typeof socialCalls>;

beforeAll(async () => {
  ({ sink, t } = await startMailTestApp());
  f = familyCalls(t.app);
  s = socialCalls(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** The owner invites `relative` (an account) and the relative accepts with the mail's link. */
async function manage(owner: CreatedProfile, relative: CreatedProfile, name?: string, relation = 'Mother') {
  const before = sink.to(relative.user.email).length;
  const sent = await f.invite(owner, relative.user.email, relation);
  expect(sent.statusCode, sent.body).toBe(201);
  const mail = await sink.waitFor(relative.user.email, before + 1);
  const accepted = await f.accept(relative, tokenOf(mail.text), name ? { name } : {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().data;
}

describe('inviting a relative', () => {
  it('mails a link in the invitee’s language; accepting once makes them a manager, the link then fails', async () => {
    const bride = await createProfile(t.app, { gender: 'female', name: 'Asha' });
    const mother = await createProfile(t.app, { gender: 'female', name: 'Sunita', age: 52 });
    await saveLanguage(t.app, mother, 'mr');

    const sent = await f.invite(bride, mother.user.email.toUpperCase(), 'Mother');
    expect(sent.statusCode, sent.body).toBe(201);
    const invite = sent.json().data;
    expect(invite).toMatchObject({ email: mother.user.email, relation: 'Mother' });
    expect(new Date(invite.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const mail = await sink.waitFor(mother.user.email);
    expect(mail.subject).toBe('Asha यांना Jodi वर तुमची मदत हवी आहे');
    expect(mail.text).toContain(`${MAIL_TEST_SITE}/family/accept/`);
    expect(mail.text).toMatch(/\/family\/accept\/[\w-]+\?relation=Mother\n/);
    const token = tokenOf(mail.text);
    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(familyInvites).where(eq(familyInvites.id, invite.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await f.family(bride);
    expect(listed.json().data).toEqual({ managers: [], invites: [invite] });

    // The owner cannot take their own invitation.
    expectError(await f.accept(bride, token), '400 INVITE_OWN_PROFILE');

    const accepted = await f.accept(mother, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      profile_id: bride.profileId,
      name: 'Asha Kulkarni',
      relation: 'Mother',
      plan: 'Hope',
      own: false,
    });
    // No name given: the relation's word in her language.
    const family = (await f.family(bride)).json().data;
    expect(family.invites).toEqual([]);
    expect(family.managers).toEqual([
      { user_id: mother.user.id, name: 'आई', relation: 'Mother', since: expect.any(String) },
    ]);

    const again = await createProfile(t.app, { gender: 'male' });
    expectError(await f.accept(again, token), '404 INVITE_INVALID');
    expectError(await f.accept(mother, 'not-a-token'), '404 INVITE_INVALID');
  });

  it('writes the mail in the owner’s language when no account has the address', async () => {
    const owner = await createProfile(t.app, { gender: 'male', name: 'Rohan' });
    await saveLanguage(t.app, owner, 'hi');
    const email = `uncle.${Date.now()}@example.com`;
    expect((await f.invite(owner, email, 'Uncle')).statusCode).toBe(201);
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Rohan को Jodi पर आपकी मदद चाहिए');
    expect(mail.text).toContain('(चाचा / मामा)');
  });

  it('refuses inviting yourself, an account that already manages, and a relation off the list', async () => {
    const owner = await createProfile(t.app);
    const sister = await createProfile(t.app);
    expectError(await f.invite(owner, owner.user.email), '400 FAMILY_SELF');
    expectError(await f.invite(owner, sister.user.email, 'Self'), '400 VALIDATION_FAILED');
    expectError(await f.invite(owner, sister.user.email, 'Neighbour'), '400 VALIDATION_FAILED');
    await manage(owner, sister, 'Tai', 'Sister');
    expectError(await f.invite(owner, sister.user.email, 'Sister'), '409 ALREADY_MANAGER');
  });

  it('an expired or cancelled link does not work', async () => {
    const owner = await createProfile(t.app);
    const father = await createProfile(t.app, { gender: 'male' });
    const first = (await f.invite(owner, father.user.email, 'Father')).json().data;
    const firstToken = tokenOf((await sink.waitFor(father.user.email)).text);
    await t.database.db
      .update(familyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvites.id, first.id));
    expectError(await f.accept(father, firstToken), '404 INVITE_INVALID');

    const second = (await f.invite(owner, father.user.email, 'Father')).json().data;
    const secondToken = tokenOf((await sink.waitFor(father.user.email, 2)).text);
    expect((await f.cancelInvite(owner, second.id)).json().data).toEqual({ id: second.id, deleted: true });
    expectError(await f.cancelInvite(owner, second.id), '404 INVITE_NOT_FOUND');
    expectError(await f.cancelInvite(owner, 'nope'), '404 INVITE_NOT_FOUND');
    expectError(await f.accept(father, secondToken), '404 INVITE_INVALID');
  });
});

describe('a relative acting for the profile (X-Profile)', () => {
  it('sends an interest that says who sent it, to both sides, and the owner removes them at once', async () => {
    const bride = await createProfile(t.app, { gender: 'female', name: 'Asha' });
    const groom = await createProfile(t.app, { gender: 'male', name: 'Rohan' });
    const mother = await createProfile(t.app, { gender: 'female', age: 50 });
    await manage(bride, mother, 'Aai');

    const sent = await f.call('POST', '/api/v1/interests', mother, { to: groom.profileId }, bride.profileId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      from: bride.profileId,
      to: groom.profileId,
      sent_by: { name: 'Aai', relation: 'Mother' },
    });
    const received = (await s.interests(groom, 'received')).json().data;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: bride.profileId,
      sent_by: { name: 'Aai', relation: 'Mother' },
    });
    const ownersView = (await s.interests(bride, 'sent')).json().data;
    expect(ownersView[0].sent_by).toEqual({ name: 'Aai', relation: 'Mother' });
    // Her own account sent nothing.
    expect((await s.interests(mother, 'sent')).json().data).toEqual([]);

    // The groom accepts; a chat request and a message she writes carry it too, and his don't.
    expect((await s.answerInterest(groom, received[0].id, 'accepted')).statusCode).toBe(200);
    const message = await f.call(
      'POST',
      '/api/v1/message/',
      mother,
      { to: groom.profileId, message: 'Namaskar' },
      bride.profileId,
    );
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json().data.sent_by).toEqual({ name: 'Aai', relation: 'Mother' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/message/',
      headers: groom.auth,
      payload: { to: bride.profileId, message: 'Namaskar Aai' },
    });
    expect(reply.json().data.sent_by).toBeNull();
    const conversation = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/message/${bride.profileId}*0`,
        headers: groom.auth,
      })
    ).json().data;
    expect(conversation.map((m: { sent_by: unknown }) => m.sent_by)).toEqual([
      null,
      { name: 'Aai', relation: 'Mother' },
    ]);

    const other = await createProfile(t.app, { gender: 'male' });
    const request = await f.call(
      'POST',
      '/api/v1/chatrequests',
      mother,
      { to: other.profileId },
      bride.profileId,
    );
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().data.sent_by).toEqual({ name: 'Aai', relation: 'Mother' });
    const invites = (
      await t.app.inject({ method: 'GET', url: '/api/v1/invites', headers: other.auth })
    ).json().data;
    expect(invites[0].sent_by).toEqual({ name: 'Aai', relation: 'Mother' });

    // Removed: the very next request is refused.
    expect((await f.remove(bride, mother.user.id)).json().data).toEqual({
      user_id: mother.user.id,
      deleted: true,
    });
    expectError(
      await f.call('GET', '/api/v1/interests', mother, undefined, bride.profileId),
      '403 NOT_MANAGER',
    );
    expectError(await f.remove(bride, mother.user.id), '404 FAMILY_MEMBER_NOT_FOUND');
    expectError(await f.remove(bride, 'malformed'), '404 FAMILY_MEMBER_NOT_FOUND');
    expect((await f.managed(mother)).json().data.map((p: { own: boolean }) => p.own)).toEqual([true]);
  });

  it('applies the acting profile’s plan, not the relative’s own (both ways)', async () => {
    const hopeOwner = await createProfile(t.app);
    const trustOwner = await createProfile(t.app);
    const relative = await createProfile(t.app, { gender: 'male', age: 55 });
    await setPlan(t, relative.user.id, 'Trust');
    await manage(hopeOwner, relative, 'Baba', 'Father');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/visitors', headers: relative.auth })).statusCode,
    ).toBe(200);
    expectError(
      await f.call('GET', '/api/v1/visitors', relative, undefined, hopeOwner.profileId),
      '402 PLAN_UPGRADE_REQUIRED',
    );

    await setPlan(t, relative.user.id, 'Hope');
    await setPlan(t, trustOwner.user.id, 'Trust');
    await manage(trustOwner, relative, 'Baba', 'Father');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/v1/visitors', headers: relative.auth }),
      '402 PLAN_UPGRADE_REQUIRED',
    );
    const asTrust = await f.call('GET', '/api/v1/visitors', relative, undefined, trustOwner.profileId);
    expect(asTrust.statusCode, asTrust.body).toBe(200);

    // One account, two managed profiles, and its own: the switcher lists all three.
    const listed = (await f.managed(relative)).json().data;
    expect(listed.map((p: { profile_id: string }) => p.profile_id)).toEqual([
      relative.profileId,
      hopeOwner.profileId,
      trustOwner.profileId,
    ]);
    expect(
      listed.map((p: { own: boolean; plan: string; relation: string | null }) => [p.own, p.plan, p.relation]),
    ).toEqual([
      [true, 'Hope', null],
      [false, 'Hope', 'Father'],
      [false, 'Trust', 'Father'],
    ]);
    // Their photo as the owner sees it: clear (signed), not the blurred copy.
    expect(listed[1].photo).toMatch(/^\/media\/p\/.*-thumb\.jpg\?/);
    // The list is the account's own, whatever X-Profile says.
    expect((await f.managed(relative, hopeOwner.profileId)).json().data).toEqual(listed);
  });

  it('never acts for a profile the account was not invited to, whatever X-Profile says', async () => {
    const owner = await createProfile(t.app);
    const stranger = await createProfile(t.app, { gender: 'male' });
    const relative = await createProfile(t.app);
    await manage(owner, relative);
    for (const header of [
      stranger.profileId,
      crypto.randomUUID(),
      'not-a-uuid',
      `${owner.profileId}x`,
      "' OR 1=1 --",
      'x'.repeat(5000),
    ]) {
      expectError(await f.call('GET', '/api/v1/myprofile', relative, undefined, header), '403 NOT_MANAGER');
    }
    // The owner's header for another's profile, too: an owner is not their relatives' manager.
    expectError(
      await f.call('GET', '/api/v1/myprofile', owner, undefined, relative.profileId),
      '403 NOT_MANAGER',
    );
    // Their own id (any case) or an empty header: their own account.
    const own = await f.call(
      'GET',
      '/api/v1/myprofile',
      relative,
      undefined,
      relative.profileId.toUpperCase(),
    );
    expect(own.statusCode, own.body).toBe(200);
    const acting = await f.call(
      'GET',
      '/api/v1/myprofile',
      relative,
      undefined,
      owner.profileId.toUpperCase(),
    );
    expect(acting.json().data.id).toBe(owner.profileId);
    expect((await f.call('GET', '/api/v1/myprofile', relative, undefined, '')).json().data.id).toBe(
      relative.profileId,
    );
  });

  it('refuses what only the owner may do: settings, deletion, data, privacy, family, payments', async () => {
    const owner = await createProfile(t.app);
    const relative = await createProfile(t.app);
    await manage(owner, relative);
    const as = owner.profileId;
    const refused = [
      f.call('PUT', '/api/v1/user', relative, { user: { language: 'hi' } }, as),
      f.call(
        'PUT',
        '/api/v1/user',
        relative,
        { user: { password: 'new password 1', old_password: 'x' } },
        as,
      ),
      f.call('DELETE', '/api/v1/delete/profile', relative, { password: relative.password }, as),
      f.call('POST', '/api/v1/sign_out/all', relative, undefined, as),
      f.call('POST', '/api/v1/my-data', relative, undefined, as),
      f.call('GET', '/api/v1/my-data', relative, undefined, as),
      f.call(
        'PUT',
        '/api/v1/privacy',
        relative,
        { photos: 'accepted', contacts: 'accepted', paused_until: null },
        as,
      ),
      f.call('POST', '/api/v1/family/invites', relative, { email: 'x@example.com', relation: 'Aunt' }, as),
      f.call('GET', '/api/v1/family', relative, undefined, as),
      f.call('DELETE', `/api/v1/family/${relative.user.id}`, relative, undefined, as),
      f.call('GET', '/api/v1/order?amount=999', relative, undefined, as),
      f.call('POST', '/api/v1/payments', relative, { order_id: 'o', payment_id: 'p', signature: 's' }, as),
      f.call('GET', '/api/v1/notification-settings', relative, undefined, as),
    ];
    for (const res of await Promise.all(refused)) expectError(res, '403 RELATIVE_NOT_ALLOWED');
    // Nothing changed: the owner is still a manager-free Hope member with their own language.
    expect((await f.family(owner)).json().data.managers).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: owner.auth })).statusCode).toBe(
      200,
    );
  });

  it('signing out with X-Profile ends the relative’s own session, never the owner’s', async () => {
    const owner = await createProfile(t.app);
    const relative = await createProfile(t.app);
    await manage(owner, relative);
    const out = await f.call('POST', '/api/v1/sign_out', relative, undefined, owner.profileId);
    expect(out.statusCode, out.body).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: relative.auth }),
      '401 SESSION_EXPIRED',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: owner.auth })).statusCode).toBe(
      200,
    );
  });
});
