import type { Admin, CallLog, GroupProfile, StaffReport, Trail } from '@jodi/contract';

/** Factory: a call log as GET /api/v1/calllogs answers it. */
export function buildCallLog(overrides: Partial<CallLog> = {}): CallLog {
  return {
    id: 'log-1',
    customer_name: 'Sunita Patil',
    phone: '9876543210',
    status: 'call_back_later',
    file_url: null,
    remark: 'Asked to call on Sunday',
    pid: 'profile-7',
    assigned_to_id: 'admin-1',
    app_name: 'jodi',
    followup: true,
    payment_done: false,
    extra_data: {
      Gender: 'female',
      Phone: '9876543210',
      pid_name: 'Meera Joshi',
      assigned_to_id_name: 'Kavita',
    },
    wamsgs: [],
    inserted_at: '2026-03-12T05:00:00.000Z',
    updated_at: '2026-03-12T05:00:00.000Z',
    ...overrides,
  };
}

/** A `{ data, meta }` page of a staff list paged by number. */
export function numberedPage<T>(data: T[], page = 1, total = data.length, pageSize = 20) {
  return { data, meta: { page, page_size: pageSize, total } };
}

export const ADMINS: Admin[] = [
  { id: 'admin-1', email: 'kavita@jodi.example', name: 'Kavita' },
  { id: 'admin-2', email: 'rohan@jodi.example', name: null },
];

export function buildGroupProfile(overrides: Partial<GroupProfile> = {}): GroupProfile {
  return {
    id: 'profile-9',
    name: 'Anjali',
    lastName: 'Deshmukh',
    gender: 'female',
    usergroup: 'members',
    status: 'active',
    ...overrides,
  };
}

export function buildTrail(overrides: Partial<Trail> = {}): Trail {
  return {
    id: 'trail-1',
    pid: 'profile-7',
    kind: 'call',
    text: 'Called about the Belief plan',
    by: { id: 'admin-1', email: 'kavita@jodi.example' },
    inserted_at: '2026-03-12T05:00:00.000Z',
    ...overrides,
  };
}

export function buildStaffReport(overrides: Partial<StaffReport> = {}): StaffReport {
  return {
    id: 'report-1',
    reason: 'asking_for_money',
    details: 'Asked me to send money for a visa',
    status: 'open',
    reporter: { id: 'profile-1', name: 'Asha' },
    reported: { id: 'profile-7', name: 'Vikram', lastName: 'Shinde', status: 'active', held: false },
    created_at: '2026-03-10T09:30:00.000Z',
    ...overrides,
  };
}
