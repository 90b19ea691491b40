import type { Gender } from '@jodi/contract';
import { and, type Column, eq, gt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchCandidates, matchLists, matchSkips, profiles } from '../../db/schema';
import { noBlockBetween } from '../../policies/blocks';
import { listable } from '../../policies/profile-visibility';
import { acceptsSubjectByBits, meetsPreferencesByBits } from './match-bits';
import { type PoolRow, poolColumns, poolSelectList, readPool, toPoolRow } from './matchmaking.repository';

/** Where a member's list stands for one profile: its size, its last entry, and that profile's entry if held. */
export interface ListState {
  memberId: string;
  /** The list is still there (one dropped meanwhile is made whole on the member's return). */
  hasList: boolean;
  size: number;
  fullOfMutual: boolean;
  lowest: { candidateId: string; score: number } | null;
  held: boolean;
}

interface StateRow {
  member_id: string;
  has_list: boolean;
  size: number | string;
  full_of_mutual: boolean;
  lowest_id: string | null;
  lowest_score: number | string | null;
  held: boolean;
}

/** What placement keeps of a list besides its entries (decision 39). */
export interface ListFacts {
  profileId: string;
  size: number;
  fullOfMutual: boolean;
}

export interface ListEntry {
  profileId: string;
  candidateId: string;
  score: number;
  tier: number;
}

/** Owners of stored lists (`owner`) who may be shown `profileId`: no block either way, no skip of it. */
const mayBeShown = (profileId: string, owner: Column): SQL[] => [
  noBlockBetween(owner, profileId),
  sql`NOT EXISTS (SELECT 1 FROM ${matchSkips} WHERE ${matchSkips.fromProfileId} = ${owner} AND ${matchSkips.toProfileId} = ${profileId})`,
];

/** The statements of reverse matching (decision 35): a profile placed into the stored lists of members it suits. */
export class MatchPlacementRepository {
  /** The profile as ranking reads a candidate, and whether it may be shown in listings now; null: no such profile. */
  async candidate(db: Database, profileId: string): Promise<{ row: PoolRow; shown: boolean } | null> {
    const [found] = await db
      .select({ ...poolColumns, shown: sql<boolean>`(${and(...listable(null))})` })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .limit(1);
    if (!found) return null;
    const { shown, ...row } = found;
    return { row: toPoolRow(row), shown: Boolean(shown) };
  }

  /**
   * The next `limit` members after `after` (by id) of `gender` whose stored list's query accepts
   * `candidate` (decision 39): read from the lists' index alone, the lists full of mutual fits
   * only when the candidate's preferences may accept their owner too. Each with what ranking reads
   * of them (their preferences, answers and Moon).
   */
  async accepting(
    db: Database,
    options: {
      gender: Gender;
      candidate: PoolRow;
      today: string;
      after: string | null;
      limit: number;
    },
  ): Promise<PoolRow[]> {
    const { candidate } = options;
    const acceptsOwner = meetsPreferencesByBits(candidate.prefs, matchLists);
    const where = and(
      eq(matchLists.gender, options.gender),
      options.after ? gt(matchLists.profileId, options.after) : undefined,
      ...acceptsSubjectByBits(candidate, options.today, matchLists),
      acceptsOwner.length > 0 ? or(not(matchLists.fullOfMutual), and(...acceptsOwner)) : undefined,
      ...mayBeShown(candidate.id, matchLists.profileId),
    );
    return readPool(
      db,
      sql`SELECT ${poolSelectList} FROM (
            SELECT ${matchLists.profileId} AS owner_id FROM ${matchLists} WHERE ${where}
             ORDER BY ${matchLists.profileId} LIMIT ${options.limit}) AS suiting
          JOIN ${profiles} ON ${profiles.id} = suiting.owner_id
          ORDER BY ${profiles.id}`,
    );
  }

  /** Members whose list holds `profileId` now (its entry is ranked again, or goes), after `after`, by id. */
  async holding(db: Database, profileId: string, after: string | null, limit: number): Promise<PoolRow[]> {
    const where = and(
      eq(matchCandidates.candidateId, profileId),
      after ? gt(matchCandidates.profileId, after) : undefined,
    );
    return readPool(
      db,
      sql`SELECT ${poolSelectList} FROM ${matchCandidates}
            JOIN ${profiles} ON ${profiles.id} = ${matchCandidates.profileId}
           WHERE ${where} ORDER BY ${matchCandidates.profileId} LIMIT ${limit}`,
    );
  }

  /** Each member's list as it stands for `candidateId` (read under the members' locks). */
  async listStates(tx: Database, memberIds: string[], candidateId: string): Promise<Map<string, ListState>> {
    const result = await tx.execute(sql`
      SELECT m.id AS member_id, l.profile_id IS NOT NULL AS has_list,
             coalesce(l.size, 0) AS size, coalesce(l.full_of_mutual, false) AS full_of_mutual,
             low.candidate_id AS lowest_id, low.score AS lowest_score,
             EXISTS (SELECT 1 FROM ${matchCandidates} c WHERE c.profile_id = m.id AND c.candidate_id = ${candidateId}) AS held
        FROM unnest(${sql.param(memberIds)}::uuid[]) AS m(id)
        LEFT JOIN ${matchLists} l ON l.profile_id = m.id
        -- The last entry, read backwards off match_candidates_order_idx (score DESC NULLS LAST):
        -- only NULLS FIRST is its backward order (no score is null); without it, a sort of the list.
        LEFT JOIN LATERAL (
          SELECT c.candidate_id, c.score FROM ${matchCandidates} c WHERE c.profile_id = m.id
           ORDER BY c.score ASC NULLS FIRST, c.candidate_id DESC LIMIT 1) low ON true`);
    const rows = (result as unknown as { rows: StateRow[] }).rows;
    const states = new Map<string, ListState>();
    for (const r of rows) {
      states.set(r.member_id, {
        memberId: r.member_id,
        hasList: r.has_list,
        size: Number(r.size),
        fullOfMutual: r.full_of_mutual,
        lowest: r.lowest_id === null ? null : { candidateId: r.lowest_id, score: Number(r.lowest_score) },
        held: r.held,
      });
    }
    return states;
  }

  /** Writes entries (a held one takes its new score and tier). Call under the members' locks. */
  async write(tx: Database, entries: ListEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await tx
      .insert(matchCandidates)
      .values(entries)
      .onConflictDoUpdate({
        target: [matchCandidates.profileId, matchCandidates.candidateId],
        set: { score: sql`excluded.score`, tier: sql`excluded.tier` },
      });
  }

  /** Records each list's size and whether it is full of mutual fits, after placement changed it. Call under the members' locks. */
  async recordLists(tx: Database, lists: ListFacts[]): Promise<void> {
    if (lists.length === 0) return;
    await tx.execute(sql`
      UPDATE ${matchLists} l SET size = facts.size, full_of_mutual = facts.full_of_mutual
        FROM unnest(${sql.param(lists.map((f) => f.profileId))}::uuid[],
                    ${sql.param(lists.map((f) => f.size))}::smallint[],
                    ${sql.param(lists.map((f) => f.fullOfMutual))}::boolean[]) AS facts(profile_id, size, full_of_mutual)
       WHERE l.profile_id = facts.profile_id`);
  }

  /** Removes entries (a list's last one making room, or a profile now outside a member's hard ranges). */
  async remove(tx: Database, entries: { profileId: string; candidateId: string }[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.execute(sql`
      DELETE FROM ${matchCandidates} c
       USING unnest(${sql.param(entries.map((e) => e.profileId))}::uuid[],
                    ${sql.param(entries.map((e) => e.candidateId))}::uuid[]) AS gone(profile_id, candidate_id)
       WHERE c.profile_id = gone.profile_id AND c.candidate_id = gone.candidate_id`);
  }
}
