import { describe, expect, it } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { tokenExpiringIn } from '../../test/tokens';
import { planEarlyRequests } from './plan';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://jodi.test');
  return { pathname, search };
};
const NOW = Date.now();
const MEMBER_STARTUP = [
  '/api/v1/site',
  '/api/v2/ab',
  '/api/v1/user',
  '/api/v1/counts/subscribe',
  '/api/v1/profile_completion',
];

describe('early request plan', () => {
  const token = tokenExpiringIn(3600);

  it("asks for a member's listing with their filters, and every start-up call", () => {
    for (const path of ['/', '/profiles', '/profiles/']) {
      const plan = planEarlyRequests(at(path), token, NOW);
      expect(plan.token).toBe(token);
      expect(plan.screen).toMatchObject({ path: '/api/v1/profiles?limit=24&offset=0', auth: true });
      expect(plan.startup.map((r) => r.path)).toEqual(MEMBER_STARTUP);
    }
    expect(planEarlyRequests(at('/saved/profiles'), token, NOW).screen?.path).toBe(
      '/api/v1/profiles?limit=24&offset=0&saved=true',
    );
    expect(
      planEarlyRequests(at('/filtered/profiles?q=+pune+&gender=female&junk=1&city='), token, NOW).screen
        ?.path,
    ).toBe('/api/v1/profiles?limit=24&offset=0&gender=female&q=pune');
  });

  it("asks for a member's picks of today with the first page of their ranked list, nothing for a visitor", () => {
    const plan = planEarlyRequests(at('/matches'), token, NOW);
    expect(plan.screen).toMatchObject({
      path: '/api/v1/matches/today',
      auth: true,
      alongside: [{ path: '/api/v1/matches?limit=20&offset=0', auth: true }],
    });
    const picks = { data: [{ primary_profile_pic: '/m/a.jpg' }, { primary_profile_pic: '/m/b.jpg' }] };
    expect(plan.screen?.photos(picks)).toEqual(['/m/a.jpg']);
    expect(plan.startup.map((r) => r.path)).toEqual(MEMBER_STARTUP);
    expect(planEarlyRequests(at('/matches'), null, NOW).screen).toBeNull();
  });

  it('asks for the profile a member opens, or its public view for a visitor', () => {
    const pid = encodeProfileId('0b7f-ç');
    expect(planEarlyRequests(at(`/profile/${pid}`), token, NOW).screen).toMatchObject({
      path: `/api/v1/profiles/${encodeURIComponent('0b7f-ç')}`,
      auth: true,
    });
    expect(planEarlyRequests(at(`/profile/${pid}`), null, NOW).screen).toMatchObject({
      path: `/api/v1/view/profiles/${pid}`,
      auth: false,
    });
    expect(planEarlyRequests(at(`/profile/${pid}`), token, NOW).screen?.paintsPhotoEarly).toBe(true);
    // The birth-name banner above the photo moves it: no early paint then.
    expect(
      planEarlyRequests(at(`/profile/${pid}?birthname=missing`), token, NOW).screen?.paintsPhotoEarly,
    ).toBe(false);
    expect(planEarlyRequests(at('/profile/%%%'), token, NOW).screen).toBeNull();
    expect(planEarlyRequests(at('/profile/!!'), token, NOW).screen).toBeNull();
  });

  it('plans as for a visitor when the token has expired, and never the saved listing', () => {
    const plan = planEarlyRequests(at('/saved/profiles'), tokenExpiringIn(-5), NOW);
    expect(plan.token).toBeNull();
    expect(plan.screen).toBeNull();
    expect(plan.startup).toEqual([{ path: '/api/v1/site', auth: false }]);
    expect(planEarlyRequests(at('/profiles'), 'not-a-token', NOW).screen).toMatchObject({ auth: false });
  });

  it('asks nothing with the token on /logout, where the session is being ended', () => {
    for (const path of ['/logout', '/logout/']) {
      const plan = planEarlyRequests(at(path), token, NOW);
      expect(plan.token).toBeNull();
      expect(plan.screen).toBeNull();
      expect(plan.startup).toEqual([{ path: '/api/v1/site', auth: false }]);
    }
  });

  it('asks only for the start-up calls on other screens', () => {
    const plan = planEarlyRequests(at('/chats'), token, NOW);
    expect(plan.screen).toBeNull();
    expect(plan.startup.map((r) => r.path)).toEqual(MEMBER_STARTUP);
  });

  it('picks the image each screen paints largest from its answer', () => {
    const listing = planEarlyRequests(at('/profiles'), token, NOW).screen;
    expect(
      listing?.photos({ data: [{ primary_profile_pic: '/m/1.jpg' }, { primary_profile_pic: '/m/2.jpg' }] }),
    ).toEqual(['/m/1.jpg']);
    expect(listing?.photos({ data: [{ primary_profile_pic: null }] })).toEqual([]);
    expect(listing?.photos({ error: {} })).toEqual([]);
    const profile = planEarlyRequests(at(`/profile/${encodeProfileId('a')}`), token, NOW).screen;
    expect(profile?.photos({ data: { pics: [{ large: '/m/a-large.jpg' }, { large: '/m/b.jpg' }] } })).toEqual(
      ['/m/a-large.jpg'],
    );
    expect(profile?.photos({ data: { pics: [] } })).toEqual([]);
    expect(profile?.photos(null)).toEqual([]);
  });
});
