import type { ProfileCard } from '@jodi/contract';
import type { Profile, ProfileViewResponse } from '../lib/profile';

/** Factory: a profile as the API answers it, every field set unless overridden. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '0b7f1c1e-5f0a-4d7e-9a57-5f1d3c2b1a00',
    name: 'Asha',
    lastName: 'Rao',
    gender: 'female',
    managed_by: 'parent',
    maritial_status: 'never_married',
    height: 163,
    birthdate: '1997-04-12',
    age: 28,
    current_city: 'Pune',
    bloodgroup: 'B+',
    work: 'Infosys',
    occupation: 'Software engineer',
    annual_income: '10_to_15_lakh',
    education: 'masters',
    degree: 'M.Tech',
    career_goals: null,
    property_details: null,
    number_of_siblings: 1,
    siblings_details: 'One younger brother',
    father_occupation: 'Teacher',
    mother_occupation: 'Homemaker',
    mamkul: 'Joshi',
    family_financial_status: 'middle_class',
    family_type: 'nuclear',
    family_values: 'moderate',
    hobbies_and_interests: 'Music, trekking',
    aboutme: 'Calm and curious.',
    dietary_preferences: 'veg',
    drinking_habits: 'no',
    smoking_habits: 'no',
    expectation: null,
    type_of_marriage_ceremony: 'traditional',
    interest_in_continuing_education: true,
    rashi: 'Simha',
    gotra: 'Kashyap',
    mangal_dosh: 'no',
    birthname: null,
    birth_time: null,
    birth_place: null,
    birth_lat: null,
    birth_lon: null,
    birth_tz: null,
    pics: [],
    primary_profile_pic: null,
    photos_blurred: false,
    video_intro: null,
    badges: { identity: false, job: false, income: false, property: false },
    points: null,
    points_message: 'Due to less information by profile Gun Milan score not available.',
    contact: [],
    ...overrides,
  };
}

export function buildProfileView(
  profile: Partial<Profile> = {},
  extras: Partial<Omit<ProfileViewResponse, 'data'>> = {},
): ProfileViewResponse {
  return {
    // One factory profile stands for every view's (member, own, public): typed as the member view's here.
    data: buildProfile(profile) as ProfileViewResponse['data'],
    completion: {
      video_intro: false,
      personal_verification_added: false,
      job_verification_added: false,
      salary_verification_added: false,
      property_verification_added: false,
    },
    is_bookmarked: false,
    is_blocked: false,
    is_chat_requested: false,
    i_am_interested: false,
    profile_interested: false,
    can_chat: false,
    ...extras,
  };
}

export function buildCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id: 'card-1',
    name: 'Meera',
    gender: 'female',
    age: 27,
    height: 168,
    current_city: 'Nashik',
    occupation: 'Architect',
    education: 'bachelors',
    primary_profile_pic: null,
    photos_blurred: false,
    badges: { identity: true, job: false, income: false, property: false },
    gunmilan_total: null,
    ...overrides,
  };
}
