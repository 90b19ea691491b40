import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { registerErrorDeclarations } from '../../plugins/declared-errors';
import { registerErrorHandler } from '../../plugins/error-handler';
import { billingKit, DAY_MS } from './billing.test-kit';

let t: TestApp;
/** A route per paid feature behind the app's own guard and error handler (no module uses them yet). */
let probe: ReturnType<typeof Fastify>;
const FEATURES = ['ai_help', 'contact_finder', 'boost', 'events'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  probe = Fastify();
  registerErrorHandler(probe, registerErrorDeclarations(probe), { strict: true });
  for (const feature of FEATURES) {
    probe.get(`/probe/${feature}`, { preHandler: t.app.ctx.guards.requireFeature(feature) }, async () => ({
      data: { ok: true },
    }));
  }
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});
const kit = billingKit(() => t);

const tryFeature = (feature: string, auth: { authorization: string }) =>
  probe.inject({ method: 'GET', url: `/probe/${feature}`, headers: auth });

describe('plan features', () => {
  it("Hope gets 402 'Plan upgrade required to use this feature' for every paid feature", async () => {
    const member = await signUpMember(t.app);
    for (const feature of FEATURES) {
      const res = await tryFeature(feature, member.auth);
      expect(res.statusCode, feature).toBe(402);
      expect(res.json()).toEqual({
        error: { code: 'PLAN_UPGRADE_REQUIRED', message: 'Plan upgrade required to use this feature' },
      });
    }
  });

  it('a bought plan opens them at once, with the same token', async () => {
    const member = await signUpMember(t.app);
    await kit.buy(member, 499);
    for (const feature of FEATURES) expect((await tryFeature(feature, member.auth)).statusCode).toBe(200);
  });

  it('an expired plan falls back to Hope: GET /api/v1/user answers Hope and the features answer 402', async () => {
    const member = await signUpMember(t.app);
    await kit.buy(member, 699);
    await kit.setPlan(member.user.id, 'Trust', new Date(Date.now() - DAY_MS));

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(me.json().data).toMatchObject({ plan: 'Hope', plan_expires_at: null });
    const history = await t.app.inject({ method: 'GET', url: '/api/v1/payments', headers: member.auth });
    expect(history.json().data).toMatchObject({ plan: 'Hope', plan_expires_at: null });
    for (const feature of FEATURES) expect((await tryFeature(feature, member.auth)).statusCode).toBe(402);

    // Buying again starts from now.
    await kit.buy(member, 699);
    expect((await tryFeature('ai_help', member.auth)).statusCode).toBe(200);
  });

  it('without a token: 401', async () => {
    const res = await probe.inject({ method: 'GET', url: '/probe/ai_help' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
