import { TRAIL_MAX_ENTRIES, type Trail } from '@jodi/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { StaffLookupsRepository } from './staff-lookups.repository';
import type { DocumentApprovedRow, PlanBoughtRow, TrailEventsRepository } from './trail-events.repository';
import type { TrailEntryRow, TrailsRepository } from './trails.repository';

export interface TrailsDeps {
  db: Database;
  repo: TrailsRepository;
  events: TrailEventsRepository;
  lookups: StaffLookupsRepository;
}

const DOCUMENT_NAMES: Record<DocumentApprovedRow['docType'], string> = {
  GovID: 'Identity',
  JobID: 'Job',
  SalaryID: 'Income',
  PropertyID: 'Property',
};

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export function presentTrail(entry: TrailEntryRow): Trail {
  return {
    id: entry.id,
    pid: entry.profileId,
    kind: entry.kind,
    text: entry.text,
    by: entry.by,
    inserted_at: entry.createdAt.toISOString(),
  };
}

const planBought = (profileId: string, p: PlanBoughtRow): TrailEntryRow => ({
  id: `payment:${p.id}`,
  profileId,
  kind: 'plan_bought',
  text: `Bought the ${p.plan} plan (${p.period}, ${rupees(p.amountPaise)})`,
  createdAt: p.createdAt,
  by: null,
});

const documentApproved = (profileId: string, d: DocumentApprovedRow): TrailEntryRow => ({
  id: `document:${d.id}`,
  profileId,
  kind: 'documents_approved',
  text: `${DOCUMENT_NAMES[d.docType]} document approved`,
  createdAt: d.reviewedAt,
  by: d.reviewerId && d.reviewerEmail ? { id: d.reviewerId, email: d.reviewerEmail } : null,
});

const newestFirst = (a: TrailEntryRow, b: TrailEntryRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** A profile's timeline for staff: stored entries merged with events read from their own tables. */
export class TrailsService {
  constructor(private readonly deps: TrailsDeps) {}

  /** The newest TRAIL_MAX_ENTRIES entries, newest first; 404 for an unknown profile. */
  async trailOf(rawPid: string): Promise<Trail[]> {
    const { db, repo, events } = this.deps;
    const pid = parseUuid(rawPid);
    if (!pid) throw notFound('PROFILE_NOT_FOUND');
    const [signUp, stored, plans, documents] = await Promise.all([
      events.signedUpAt(db, pid),
      repo.latestOf(db, pid, TRAIL_MAX_ENTRIES),
      events.plansBought(db, pid, TRAIL_MAX_ENTRIES),
      events.documentsApproved(db, pid, TRAIL_MAX_ENTRIES),
    ]);
    if (!signUp) throw notFound('PROFILE_NOT_FOUND');
    const signedUp: TrailEntryRow = {
      id: `signup:${signUp.userId}`,
      profileId: pid,
      kind: 'signed_up',
      text: 'Signed up',
      createdAt: signUp.createdAt,
      by: null,
    };
    return [
      signedUp,
      ...stored,
      ...plans.map((p) => planBought(pid, p)),
      ...documents.map((d) => documentApproved(pid, d)),
    ]
      .sort(newestFirst)
      .slice(0, TRAIL_MAX_ENTRIES)
      .map(presentTrail);
  }

  /** A staff note on a profile's trail. */
  async addNote(staff: AuthUser, rawPid: string, text: string): Promise<Trail> {
    const { db, repo, lookups } = this.deps;
    const pid = parseUuid(rawPid);
    const profile = pid ? await lookups.profileWithOwner(db, pid) : undefined;
    if (!profile) throw notFound('PROFILE_NOT_FOUND');
    const row = await repo.insert(db, { profileId: profile.id, kind: 'note', text, byUserId: staff.id });
    return presentTrail({ ...row, by: { id: staff.id, email: staff.email } });
  }
}
