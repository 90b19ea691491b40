import { describe, expect, it } from 'vitest';
import { contactAccess } from '../../policies/contact-access';
import type { ContactRow } from '../contacts/contacts.repository';
import { signedUrl, testLens } from '../privacy/media-lens.test-kit';
import type { ProfileRow } from './profile-fields';
import {
  BIRTHNAME_MISSING,
  badgesFor,
  type CardRow,
  GUN_MILAN_UNAVAILABLE,
  gunMilanFor,
  listViewerFor,
  presentCard,
  presentProfile,
  VISITOR,
  VISITOR_HIDDEN_FIELDS,
  type Viewer,
  viewerFor,
} from './profile-presenter';

const PROFILE_ID = '11111111-1111-4111-8111-111111111111';
const USER_ID = '22222222-2222-4222-8222-222222222222';

function row(overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    id: PROFILE_ID,
    userId: USER_ID,
    managedBy: 'parent',
    name: 'Asha',
    lastName: 'Kulkarni',
    gender: 'female',
    maritialStatus: 'never_married',
    height: 160,
    birthdate: '1998-01-10',
    currentCity: 'Pune',
    bloodgroup: 'O+',
    work: 'Private job',
    occupation: 'Architect',
    annualIncome: '10_to_15_lakh',
    education: 'masters',
    degree: 'M.Arch',
    careerGoals: null,
    propertyDetails: 'Flat in Kothrud',
    numberOfSiblings: 1,
    siblingsDetails: null,
    fatherOccupation: null,
    motherOccupation: null,
    mamkul: null,
    familyFinancialStatus: null,
    familyType: null,
    familyValues: null,
    hobbiesAndInterests: null,
    aboutme: 'Hello',
    dietaryPreferences: null,
    drinkingHabits: null,
    smokingHabits: null,
    expectation: null,
    typeOfMarriageCeremony: null,
    interestInContinuingEducation: false,
    rashi: 'Kanya',
    gotra: null,
    mangalDosh: null,
    birthname: 'Pooja',
    birthTime: '06:30',
    birthPlace: 'Satara',
    birthLat: 17.68,
    birthLon: 74.0,
    birthTz: 'Asia/Kolkata',
    moonNakshatra: 13,
    moonPada: 1,
    moonSource: 'birth',
    kundli: null,
    chartMangalDosh: null,
    primaryPhotoId: 'p2',
    videoKey: 'public/p/x/video/intro.mp4',
    videoMime: 'video/mp4',
    videoSize: 1000,
    identityVerified: true,
    jobVerified: true,
    incomeVerified: false,
    propertyVerified: true,
    searchText: 'asha kulkarni pune architect',
    supportPhone: '9876543210',
    supportWhatsapp: null,
    hidden: false,
    heldForReviewAt: null,
    listable: true,
    photoVisibility: 'members',
    contactVisibility: 'plan',
    pausedUntil: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

const contacts: ContactRow[] = [
  {
    id: 'c1',
    profileId: PROFILE_ID,
    name: 'Suresh Kulkarni',
    relation: 'Father',
    phone: '9812345678',
    occupation: null,
    currentCity: 'Pune',
    address: null,
    position: 0,
    createdAt: new Date(),
  },
];

const KEYS = `public/p/${PROFILE_ID}/photos`;
const MEDIA = `/media/p/${PROFILE_ID}/photos`;
const photos = [
  {
    id: 'p1',
    position: 0,
    variants: { thumb: `${KEYS}/a-thumb.jpg`, medium: `${KEYS}/a-medium.jpg`, large: `${KEYS}/a-large.jpg` },
  },
  {
    id: 'p2',
    position: 1,
    variants: { thumb: `${KEYS}/b-thumb.jpg`, medium: `${KEYS}/b-medium.jpg`, large: `${KEYS}/b-large.jpg` },
  },
  { id: 'p3', position: 2, variants: { thumb: 'private/c-t.jpg', medium: 'private/c-m.jpg', large: 'x' } },
];

const member = (plan: Viewer['plan']): Viewer => ({ kind: 'member', plan, profileId: null });
type PresentArgs = Parameters<typeof presentProfile>;
const present = (r: PresentArgs[0], ph: PresentArgs[1], c: PresentArgs[2], v: Viewer) =>
  presentProfile(r, ph, c, v, testLens(v));
const cardFor = (r: CardRow, v: Viewer) => presentCard(r, v, testLens(v));

describe('viewerFor', () => {
  it('tells owner, staff, member and visitor apart', () => {
    const base = { email: 'x@example.com', profileId: null } as const;
    const profile = { id: PROFILE_ID, userId: USER_ID };
    expect(viewerFor(null, profile).kind).toBe('visitor');
    expect(viewerFor({ ...base, id: USER_ID, isAdmin: true, plan: 'Hope' }, profile).kind).toBe('owner');
    expect(viewerFor({ ...base, id: 'other', isAdmin: true, plan: 'Hope' }, profile).kind).toBe('staff');
    expect(viewerFor({ ...base, id: 'other', isAdmin: false, plan: 'Trust' }, profile)).toEqual(
      member('Trust'),
    );
  });
});

describe('badges and contact access by viewer', () => {
  it('shows badges by plan: none for Hope, identity for Belief, all for Trust, owner and staff', () => {
    const flags = row();
    expect(badgesFor(member('Hope'), flags)).toEqual({
      identity: false,
      job: false,
      income: false,
      property: false,
    });
    expect(badgesFor(member('Belief'), flags)).toEqual({
      identity: true,
      job: false,
      income: false,
      property: false,
    });
    expect(badgesFor(member('Trust'), flags)).toEqual({
      identity: true,
      job: true,
      income: false,
      property: true,
    });
    expect(badgesFor({ kind: 'owner', plan: 'Hope', profileId: null }, flags).job).toBe(true);
    expect(badgesFor({ kind: 'staff', plan: 'Hope', profileId: null }, flags).property).toBe(true);
    expect(badgesFor({ kind: 'visitor', plan: 'Trust', profileId: null }, flags).identity).toBe(false);
  });

  it('opens contacts to owner, staff, and paid plans on verified profiles only', () => {
    expect(
      contactAccess(
        { kind: 'owner', plan: 'Hope', profileId: null },
        row({ identityVerified: false }),
        false,
      ),
    ).toEqual({
      visible: true,
    });
    expect(
      contactAccess(
        { kind: 'staff', plan: 'Hope', profileId: null },
        row({ identityVerified: false }),
        false,
      ),
    ).toEqual({
      visible: true,
    });
    expect(contactAccess(member('Hope'), row(), false)).toEqual({ visible: false, reason: 'plan' });
    expect(contactAccess(member('Belief'), row(), false)).toEqual({ visible: true });
    expect(contactAccess(member('Trust'), row({ identityVerified: false }), false)).toEqual({
      visible: false,
      reason: 'unverified',
    });
    expect(contactAccess({ kind: 'visitor', plan: 'Trust', profileId: null }, row(), false)).toEqual({
      visible: false,
      reason: 'visitor',
    });
  });
});

describe('presentProfile', () => {
  it('gives the owner everything, with score and support numbers', () => {
    const p = present(row(), photos, contacts, { kind: 'owner', plan: 'Hope', profileId: null });
    expect(p).toMatchObject({
      lastName: 'Kulkarni',
      birthdate: '1998-01-10',
      birth_time: '06:30',
      annual_income: '10_to_15_lakh',
      managed_by: 'parent',
      interest_in_continuing_education: false,
      video_intro: expect.stringMatching(signedUrl('/media/p/x/video/intro.mp4', 'o')),
      points: null,
      points_message: GUN_MILAN_UNAVAILABLE,
      support_phone: '9876543210',
    });
    expect(p.contact).toEqual([
      {
        name: 'Suresh Kulkarni',
        relation: 'Father',
        phone: '9812345678',
        occupation: null,
        current_city: 'Pune',
        address: null,
      },
    ]);
    expect(p.profile_score).toBeGreaterThan(0);
    expect(p.age).toBeTypeOf('number');
  });

  it('orders photos primary first, then by position, and skips sizes without a public url', () => {
    const p = present(row(), photos, null, member('Hope'));
    expect(p.pics.map((x) => x.id)).toEqual(['p2', 'p1']);
    expect(p.pics[0]).toEqual({
      id: 'p2',
      url: expect.stringMatching(signedUrl(`${MEDIA}/b-medium.jpg`, 'm')),
      thumb: expect.stringMatching(signedUrl(`${MEDIA}/b-thumb.jpg`, 'm')),
      large: expect.stringMatching(signedUrl(`${MEDIA}/b-large.jpg`, 'm')),
      is_primary: true,
      blurred: false,
    });
    expect(p.primary_profile_pic).toBe(p.pics[0]!.url);
  });

  it('never puts a contact key on a profile the viewer may not contact, even if rows are passed', () => {
    const p = present(row(), photos, contacts, member('Hope'));
    expect('contact' in p).toBe(false);
    expect(p.contact_hidden_reason).toBe('plan');
    expect('profile_score' in p).toBe(false);
    expect('support_phone' in p).toBe(false);
    expect(JSON.stringify(p)).not.toContain('9812345678');
  });

  it('gives visitors a limited profile: no surname, birthdate, exact birth details, money or contacts', () => {
    const p = present(row(), photos, contacts, { kind: 'visitor', plan: 'Hope', profileId: null });
    for (const field of VISITOR_HIDDEN_FIELDS) expect(field in p).toBe(false);
    expect('contact' in p).toBe(false);
    expect(p.contact_hidden_reason).toBe('visitor');
    expect(p).toMatchObject({
      name: 'Asha',
      current_city: 'Pune',
      occupation: 'Architect',
      aboutme: 'Hello',
    });
    expect(p.age).toBeTypeOf('number');
    expect(p.pics).toHaveLength(2);
  });
});

describe('Gun Milan in the presenter', () => {
  // The bride of row(): Hasta 1 (moon columns 13/1). A groom in Rohini 2.
  const groomSelf = { gender: 'male' as const, moon: { nakshatra: 4, pada: 2 } };
  const withSelf = (self: Viewer['self']): Viewer => ({
    kind: 'member',
    plan: 'Hope',
    profileId: null,
    self,
  });

  it('gives a member with a Moon the points, total and reading', () => {
    const p = present(row(), photos, null, withSelf(groomSelf));
    expect(p.points).toMatchObject({ tara: 3, total: expect.any(Number) });
    expect(p.points_message).toBeNull();
    expect(p.points_reading).toMatch(/ of 36 points\./);
  });

  it('asks a member without a Moon for the birth name', () => {
    expect(gunMilanFor(withSelf({ gender: 'male', moon: null }), row())).toEqual({
      points: null,
      points_message: BIRTHNAME_MISSING,
      points_reading: null,
    });
  });

  it('is unavailable for a profile without a Moon, the owner, staff, visitors and a member not loaded', () => {
    const noMoon = row({ moonNakshatra: null, moonPada: null, moonSource: null });
    expect(gunMilanFor(withSelf(groomSelf), noMoon).points_message).toBe(GUN_MILAN_UNAVAILABLE);
    for (const viewer of [
      { kind: 'owner', plan: 'Hope', profileId: null, self: groomSelf },
      { kind: 'staff', plan: 'Trust', profileId: null, self: groomSelf },
      { kind: 'visitor', plan: 'Hope', profileId: null },
      member('Hope'),
    ] as Viewer[]) {
      expect(gunMilanFor(viewer, row())).toEqual({
        points: null,
        points_message: GUN_MILAN_UNAVAILABLE,
        points_reading: null,
      });
    }
  });

  it('puts the total on cards for a member viewer only', () => {
    const card: CardRow = {
      ...row(),
      picKey: null,
    };
    const total = present(row(), photos, null, withSelf(groomSelf)).points!.total;
    expect(cardFor(card, withSelf(groomSelf)).gunmilan_total).toBe(total);
    expect(cardFor(card, listViewerFor(null)).gunmilan_total).toBeNull();
    expect(
      cardFor(card, { kind: 'staff', plan: 'Trust', profileId: null, self: groomSelf }).gunmilan_total,
    ).toBeNull();
    expect(
      cardFor({ ...card, moonPada: null, moonNakshatra: null }, withSelf(groomSelf)).gunmilan_total,
    ).toBeNull();
  });

  it('carries the self of a member viewer, never of staff', () => {
    const user = {
      id: 'other',
      email: 'x@example.com',
      profileId: 'p',
      isAdmin: false,
      plan: 'Hope' as const,
    };
    expect(viewerFor(user, row(), groomSelf)).toEqual({
      kind: 'member',
      plan: 'Hope',
      profileId: 'p',
      self: groomSelf,
    });
    expect(viewerFor({ ...user, isAdmin: true }, row(), groomSelf)).toEqual({
      kind: 'staff',
      plan: 'Hope',
      profileId: 'p',
      userId: user.id,
    });
    expect(listViewerFor(user, groomSelf).self).toEqual(groomSelf);
  });
});

describe('photo and contact privacy in the presenter', () => {
  const OTHER = '33333333-3333-4333-8333-333333333333';
  const asMember: Viewer = { kind: 'member', plan: 'Trust', profileId: OTHER };
  const blurredCopy = {
    url: `${MEDIA}/b-blur.jpg`,
    thumb: `${MEDIA}/b-blur.jpg`,
    large: `${MEDIA}/b-blur.jpg`,
  };

  it('gives visitors the blurred copies by default (members only), and no video', () => {
    const p = present(row(), photos, null, VISITOR);
    expect(p.pics[0]).toEqual({ id: 'p2', ...blurredCopy, is_primary: true, blurred: true });
    expect(p.photos_blurred).toBe(true);
    expect(p.video_intro).toBeNull();
    expect(JSON.stringify(p)).not.toMatch(/-(?:thumb|medium|large)\.jpg/);
  });

  it('gives visitors clear, signed photos when the member shows them to everyone', () => {
    const p = present(row({ photoVisibility: 'everyone' }), photos, null, VISITOR);
    expect(p.pics[0]!.url).toMatch(signedUrl(`${MEDIA}/b-medium.jpg`, 'v'));
    expect(p.photos_blurred).toBe(false);
  });

  it('keeps photos for accepted members: blurred before, clear (signed for that member) after', () => {
    const accepted = row({ photoVisibility: 'accepted' });
    const before = presentProfile(accepted, photos, null, asMember, testLens(asMember));
    expect(before.pics.every((p) => p.blurred)).toBe(true);
    expect(before.video_intro).toBeNull();
    const after = presentProfile(accepted, photos, null, asMember, testLens(asMember, [PROFILE_ID]));
    expect(after.pics[0]!.url).toMatch(signedUrl(`${MEDIA}/b-medium.jpg`, OTHER));
    expect(after.video_intro).toMatch(signedUrl('/media/p/x/video/intro.mp4', OTHER));
  });

  it('shows a card blurred or clear by the same rule', () => {
    const cardRow: CardRow = { ...row({ photoVisibility: 'accepted' }), picKey: `${KEYS}/b-medium.jpg` };
    expect(presentCard(cardRow, asMember, testLens(asMember))).toMatchObject({
      primary_profile_pic: `${MEDIA}/b-blur.jpg`,
      photos_blurred: true,
    });
    expect(presentCard(cardRow, asMember, testLens(asMember, [PROFILE_ID])).photos_blurred).toBe(false);
  });

  it('withholds contacts kept for accepted members until accepted, on top of the plan rules', () => {
    const keeps = row({ contactVisibility: 'accepted' });
    expect(contactAccess(asMember, keeps, false)).toEqual({ visible: false, reason: 'not_accepted' });
    expect(contactAccess(asMember, keeps, true)).toEqual({ visible: true });
    // The plan still decides first: Hope never reads contacts, accepted or not.
    expect(contactAccess({ ...asMember, plan: 'Hope' }, keeps, true)).toEqual({
      visible: false,
      reason: 'plan',
    });
    const p = presentProfile(keeps, photos, contacts, asMember, testLens(asMember));
    expect(p.contact_hidden_reason).toBe('not_accepted');
    expect(JSON.stringify(p)).not.toContain('9812345678');
  });
});
