import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n';
import { sessionStore } from '../../session';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { PLAN_ACTIVE_REDIRECT_S } from './PlanActiveDialog';
import type { Order, PaymentHistory } from './plans.api';

function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order_1',
    amount: 49900,
    currency: 'INR',
    key: 'rzp_test_sandbox',
    plan: 'Belief',
    period: 'monthly',
    provider: 'sandbox',
    ...overrides,
  };
}

const EMPTY_HISTORY: PaymentHistory = { plan: 'Hope', plan_expires_at: null, payments: [] };
const PAID = { payment_id: 'pay_1', order_id: 'order_1', signature: 'sig_1' };

/** Every path the router went through, to see a screen that redirects at once (/logout → /login). */
function trackPaths(router: ReturnType<typeof renderApp>['router']): string[] {
  const paths = [router.state.location.pathname];
  router.subscribe((state) => paths.push(state.location.pathname));
  return paths;
}

const NOT_FOUND_LINK = { error: { code: 'MEMBER_LINK_INVALID', message: 'Expired or invalid link' } };
const LINK_OK = { 'GET /api/v2/member': { body: { data: { valid: true } } } };

const byPath = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split('?')[0] === path);

describe('/subscription for visitors', () => {
  it('shows the three plans with prices, yearly savings and features, and Join now → /signup', async () => {
    mockFetch();
    const { router } = renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership plans' })).toBeTruthy();
    const belief = screen.getByRole('article', { name: 'Belief' });
    const trust = screen.getByRole('article', { name: 'Trust' });
    const hope = screen.getByRole('article', { name: 'Hope' });
    expect(within(belief).getByText('₹499')).toBeTruthy();
    expect(within(belief).getByText('or ₹4,999 / year')).toBeTruthy();
    expect(within(belief).getByText('Save 15%')).toBeTruthy();
    expect(within(trust).getByText('₹699')).toBeTruthy();
    expect(within(trust).getByText('or ₹5,499 / year')).toBeTruthy();
    expect(within(trust).getByText('Save 12%')).toBeTruthy();
    expect(within(hope).getByText('Free')).toBeTruthy();

    // Hope lacks boost, contact finder, AI help and events; Trust has job and income verified matches.
    const hopeFeatures = within(hope).getByRole('list', { name: 'What Hope includes' });
    expect(within(hopeFeatures).getByText('Profile boost').closest('li')?.textContent).toMatch(
      /^Not included/,
    );
    expect(within(hopeFeatures).getByText('Chat').closest('li')?.textContent).toMatch(/^Included/);
    const trustFeatures = within(trust).getByRole('list', { name: 'What Trust includes' });
    expect(
      within(trustFeatures).getByText('Job and income verified matches').closest('li')?.textContent,
    ).toMatch(/^Included/);
    const beliefFeatures = within(belief).getByRole('list', { name: 'What Belief includes' });
    expect(within(beliefFeatures).getByText('Identity verified matches').closest('li')?.textContent).toMatch(
      /^Included/,
    );
    expect(
      within(beliefFeatures).getByText('Job and income verified matches').closest('li')?.textContent,
    ).toMatch(/^Not included/);

    // The Monthly / Yearly switch.
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(belief).getByText('₹4,999')).toBeTruthy();
    expect(within(trust).getByText('₹5,499')).toBeTruthy();
    expect(within(trust).getByText('or ₹699 / month')).toBeTruthy();

    const joins = screen.getAllByRole('link', { name: 'Join now' });
    expect(joins).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    fireEvent.click(joins[1] as HTMLElement);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

function member(extra: Parameters<typeof mockFetch>[0] = {}, history: PaymentHistory = EMPTY_HISTORY) {
  signInAs();
  return mockFetch({
    'GET /api/v1/payments': { body: { data: history } },
    'GET /api/v1/order': (call) => {
      const amount = new URL(call.url, 'http://x').searchParams.get('amount');
      if (amount === '5499')
        return { body: { data: buildOrder({ amount: 549900, plan: 'Trust', period: 'yearly' }) } };
      return { body: { data: buildOrder() } };
    },
    'POST /api/v1/sandbox/checkout': (call) =>
      (call.body as { outcome: string }).outcome === 'success'
        ? { body: { data: PAID } }
        : { body: { data: { cancelled: true, order_id: 'order_1' } } },
    'POST /api/v1/payments': {
      body: { data: { plan: 'Belief', plan_expires_at: '2026-01-01T00:00:00.000Z', payment_id: 'pay_1' } },
    },
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
    ...extra,
  });
}

describe('/subscription for members', () => {
  it('buys a plan through the sandbox checkout, then asks to sign in again via /logout', async () => {
    const calls = member();
    const { router } = renderApp('/subscription');
    const paths = trackPaths(router);
    const hope = await screen.findByRole('article', { name: 'Hope' });
    expect(within(hope).getByText('Current plan')).toBeTruthy();
    expect(await screen.findByText('No records found.')).toBeTruthy();
    // Beneath it, what to do next.
    expect(screen.getByText('Your payments appear here once you buy a plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Hope' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Belief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    expect(within(dialog).getByText(/no real money moves/)).toBeTruthy();
    expect(within(dialog).getByText('Belief')).toBeTruthy();
    expect(within(dialog).getByText('Monthly')).toBeTruthy();
    expect(within(dialog).getByText('₹499')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));

    expect(await screen.findByText('Payment was successful')).toBeTruthy();
    // Why the member signs in again, before going.
    const active = await screen.findByRole('dialog', { name: 'Your plan is active' });
    expect(active.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(active).getByText('Please sign in again so your new plan takes effect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
    fireEvent.click(within(active).getByRole('button', { name: 'Sign in now' }));
    expect(await screen.findByText('Please sign in to continue')).toBeTruthy();
    await vi.waitFor(() => expect(paths).toContain('/logout'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);

    expect(byPath(calls, 'GET', '/api/v1/order')[0]?.url).toBe('/api/v1/order?amount=499');
    expect(byPath(calls, 'POST', '/api/v1/sandbox/checkout')[0]?.body).toEqual({
      order_id: 'order_1',
      outcome: 'success',
    });
    const payment = byPath(calls, 'POST', '/api/v1/payments')[0];
    expect(payment?.body).toEqual({ ...PAID, amount: 49900 });
    expect(payment?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('explains for a few seconds, then says "Please sign in to continue" and goes on by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      member();
      const { router } = renderApp('/subscription');
      fireEvent.click(await screen.findByRole('button', { name: 'Choose Belief' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));
      const active = await screen.findByRole('dialog', { name: 'Your plan is active' });
      expect(within(active).getByRole('timer').textContent).toBe('Taking you to sign in in 5 s');
      expect(screen.queryByText('Please sign in to continue')).toBeNull();

      for (let second = 1; second < PLAN_ACTIVE_REDIRECT_S; second += 1) {
        await act(async () => {
          vi.advanceTimersByTime(1000);
        });
      }
      expect(within(active).getByRole('timer').textContent).toBe('Taking you to sign in in 1 s');
      expect(router.state.location.pathname).toBe('/subscription');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(await screen.findByText('Please sign in to continue')).toBeTruthy();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.queryByRole('dialog', { name: 'Your plan is active' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the yearly price and its amount in paise', async () => {
    const calls = member();
    renderApp('/subscription');
    await screen.findByRole('article', { name: 'Trust' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Trust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹5,499' }));
    expect(await screen.findByText('Payment was successful')).toBeTruthy();
    expect(byPath(calls, 'GET', '/api/v1/order')[0]?.url).toBe('/api/v1/order?amount=5499');
    expect(byPath(calls, 'POST', '/api/v1/payments')[0]?.body).toEqual({ ...PAID, amount: 549900 });
  });

  it("warns 'Payment process was cancelled' when the checkout is cancelled", async () => {
    const calls = member();
    const { router } = renderApp('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Belief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Payment process was cancelled')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sandbox checkout' })).toBeNull());
    expect(byPath(calls, 'POST', '/api/v1/sandbox/checkout')[0]?.body).toEqual({
      order_id: 'order_1',
      outcome: 'cancel',
    });
    expect(byPath(calls, 'POST', '/api/v1/payments')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it("says 'Something went wrong. Please try again later' when the payment is not verified", async () => {
    member({
      'POST /api/v1/payments': {
        status: 400,
        body: { error: { code: 'PAYMENT_NOT_VERIFIED', message: 'Payment could not be verified.' } },
      },
    });
    const { router } = renderApp('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Belief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByText('Something went wrong. Please try again later')).toBeTruthy();
    expect(screen.queryByText('Payment was successful')).toBeNull();
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('marks the current plan with its expiry and lists the payments', async () => {
    member(
      {},
      {
        plan: 'Trust',
        plan_expires_at: '2026-03-31T10:00:00.000Z',
        payments: [
          {
            payment_id: 'pay_9',
            order_id: 'order_9',
            plan: 'Trust',
            period: 'monthly',
            amount: 699,
            amount_paise: 69_900,
            currency: 'INR',
            paid_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    );
    renderApp('/subscription');
    const trust = await screen.findByRole('article', { name: 'Trust' });
    expect(await within(trust).findByText('Current plan')).toBeTruthy();
    expect(within(trust).getByText('Valid until 31 Mar 2026')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your payments' });
    expect(within(table).getByText('pay_9')).toBeTruthy();
    expect(within(table).getByText('₹699')).toBeTruthy();
  });

  it('names the plans in Devanagari in Marathi: the cards, their buttons and the payments', async () => {
    const calls = member(
      {},
      {
        plan: 'Trust',
        plan_expires_at: '2026-03-31T10:00:00.000Z',
        payments: [
          {
            payment_id: 'pay_9',
            order_id: 'order_9',
            plan: 'Trust',
            period: 'monthly',
            amount: 699,
            amount_paise: 69_900,
            currency: 'INR',
            paid_at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    );
    signInAs({ language: 'mr' });
    await applyLanguage('mr');
    renderApp('/subscription');
    const trust = await screen.findByRole('article', { name: 'ट्रस्ट' });
    expect(within(trust).getByRole('list', { name: 'ट्रस्ट मध्ये काय मिळते' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'होप' })).toBeTruthy();
    const belief = screen.getByRole('article', { name: 'बिलीफ' });
    expect(within(belief).getByRole('button', { name: 'बिलीफ निवडा' })).toBeTruthy();
    expect(screen.queryByText(/Hope|Belief|Trust/)).toBeNull();
    const table = await screen.findByRole('table', { name: 'तुमची पेमेंट्स' });
    expect(within(table).getByText('ट्रस्ट')).toBeTruthy();
    // The checkout names the order's plan ('Belief' on the wire) in Marathi too.
    fireEvent.click(within(belief).getByRole('button', { name: 'बिलीफ निवडा' }));
    const dialog = await screen.findByRole('dialog', { name: 'चाचणी पेमेंट' });
    expect(within(dialog).getByText('बिलीफ')).toBeTruthy();
    expect(byPath(calls, 'GET', '/api/v1/order')[0]?.url).toBe('/api/v1/order?amount=499');
  });
});

afterEach(async () => {
  await applyLanguage('en');
});

describe('/member', () => {
  it("shows 'Invalid link' without an e-mail", async () => {
    mockFetch();
    renderApp('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a member' })).toBeTruthy();
    expect((await screen.findAllByText('Invalid link')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it("shows 'Invalid link' for a value that is not an e-mail", async () => {
    mockFetch();
    renderApp('/member?email=nobody');
    expect((await screen.findAllByText('Invalid link')).length).toBeGreaterThan(0);
  });

  it('checks the account first: an unknown e-mail hears why before any plan is offered', async () => {
    const calls = mockFetch({ 'GET /api/v2/member': { status: 404, body: NOT_FOUND_LINK } });
    renderApp('/member?email=nobody%40example.com');
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    const login = await screen.findByRole('link', { name: 'Go to login' });
    expect(login.getAttribute('href')).toBe('/login');
    const alert = login.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the explanation is not an alert');
    expect(within(alert).getByText('Expired or invalid link')).toBeTruthy();
    expect(
      within(alert).getByText(/The link for nobody@example.com does not lead to an account/),
    ).toBeTruthy();
    // Spec 8's notice as well.
    expect((await screen.findAllByText('Expired or invalid link')).length).toBe(2);
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByText(/Choose a plan for the account/)).toBeNull();
    expect(byPath(calls, 'GET', '/api/v2/member')[0]?.url).toBe('/api/v2/member?email=nobody%40example.com');
    expect(byPath(calls, 'GET', '/api/v2/member')[0]?.headers.get('Authorization')).toBeNull();
  });

  it("shows 'Expired or invalid link' when the v2 order answers 404 after the check", async () => {
    const calls = mockFetch({
      ...LINK_OK,
      'GET /api/v2/order': {
        status: 404,
        body: NOT_FOUND_LINK,
      },
    });
    renderApp('/member?email=asha%40example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Trust' }));
    expect(await screen.findByText('Expired or invalid link')).toBeTruthy();
    expect(byPath(calls, 'GET', '/api/v2/order')[0]?.url).toBe(
      '/api/v2/order?amount=699&email=asha%40example.com',
    );
  });

  it('asks to sign in when the v2 order answers 403 (the payment sandbox takes no member links)', async () => {
    const sandbox = {
      status: 403,
      body: {
        error: { code: 'SANDBOX_NEEDS_SIGN_IN', message: 'Membership links take live payments only.' },
      },
    };
    mockFetch({
      // The sandbox answers the check the same for every e-mail: the plans are offered as before.
      'GET /api/v2/member': sandbox,
      'GET /api/v2/order': {
        status: 403,
        body: {
          error: { code: 'SANDBOX_NEEDS_SIGN_IN', message: 'Membership links take live payments only.' },
        },
      },
    });
    renderApp('/member?email=asha%40example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Belief' }));
    expect(
      await screen.findByText('Membership links take live payments only. Please sign in to choose a plan.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sandbox checkout' })).toBeNull();
  });

  it("buys through the v2 calls and Razorpay's checkout without a token, and goes to the login", async () => {
    const opened: { order_id: string; key: string }[] = [];
    window.Razorpay = class {
      constructor(private readonly options: { order_id: string; key: string; handler(r: unknown): void }) {
        opened.push({ order_id: options.order_id, key: options.key });
      }
      open() {
        this.options.handler({
          razorpay_payment_id: PAID.payment_id,
          razorpay_order_id: PAID.order_id,
          razorpay_signature: PAID.signature,
        });
      }
    } as unknown as NonNullable<typeof window.Razorpay>;
    try {
      const calls = mockFetch({
        ...LINK_OK,
        'GET /api/v2/order': { body: { data: buildOrder({ provider: 'razorpay', key: 'rzp_live_x' }) } },
        'POST /api/v2/payments': {
          body: {
            data: { plan: 'Belief', plan_expires_at: '2026-01-01T00:00:00.000Z', payment_id: 'pay_1' },
          },
        },
      });
      const { router } = renderApp('/member?email=asha%40example.com');
      expect(await screen.findByText('Choose a plan for the account asha@example.com.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Choose Belief' }));
      expect(await screen.findByText('Payment was successful')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in now' }));
      expect(await screen.findByText('Please sign in to continue')).toBeTruthy();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));

      expect(opened).toEqual([{ order_id: 'order_1', key: 'rzp_live_x' }]);
      expect(byPath(calls, 'POST', '/api/v1/sandbox/checkout')).toEqual([]);
      expect(byPath(calls, 'POST', '/api/v2/payments')[0]?.body).toEqual({
        ...PAID,
        amount: 49900,
        email: 'asha@example.com',
      });
      for (const call of calls) expect(call.headers.get('Authorization')).toBeNull();
    } finally {
      delete window.Razorpay;
    }
  });
});
