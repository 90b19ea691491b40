import type { Lead, LeadInput } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import type { ListMeta, Page } from '../../lib/pagination';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { LeadRow, LeadsRepository } from './leads.repository';

/** Advert requests one member may send a day. */
export const LEAD_LIMIT: Limit = { max: 5, windowSeconds: 24 * 60 * 60 };

export interface LeadsDeps {
  db: Database;
  repo: LeadsRepository;
  limits: RateLimitStore;
  limit?: Limit;
}

function presentLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    business: row.business,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** Businesses asking to publish an advert: sent by members, read by staff. */
export class LeadsService {
  constructor(private readonly deps: LeadsDeps) {}

  async submit(user: AuthUser, input: LeadInput): Promise<Lead> {
    const { db, repo, limits } = this.deps;
    await enforceRateLimit(limits, [`lead:${user.id}`], this.deps.limit ?? LEAD_LIMIT);
    const row = await repo.insert(db, {
      userId: user.id,
      name: input.name,
      business: input.business || null,
      email: input.email.toLowerCase(),
      phone: input.phone,
      message: input.message || null,
    });
    return presentLead(row);
  }

  async list(page: Page): Promise<{ data: Lead[]; meta: ListMeta }> {
    const { rows, total } = await this.deps.repo.list(this.deps.db, page);
    return { data: rows.map(presentLead), meta: { total, ...page } };
  }
}
