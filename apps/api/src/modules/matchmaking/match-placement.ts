import type { Gender } from '@jodi/contract';
import type { Database } from '../../db/database';
import type { Effects, Outbox } from '../../jobs/outbox';
import { todayIso } from '../profiles/age';
import { MUTUAL_TIER } from './fit';
import type { ListEntry, ListFacts, ListState, MatchPlacementRepository } from './match-placement.repository';
import type { MatchmakingRepository, PoolRow } from './matchmaking.repository';
import { MATCH_LIST_SIZE } from './matchmaking.service';
import { outsideHardRanges, scoreCandidate } from './rank-score';

/** Members handled per transaction (their locks are held together). */
export const PLACEMENT_BATCH = 500;

/** Where members are told of the profiles placed in their lists (the notifications module). */
export interface NewMatchesPlacedListener {
  newMatchesPlaced(effects: Effects, profileIds: string[]): Promise<void>;
}

export interface MatchPlacementDeps {
  db: Database;
  repo: MatchPlacementRepository;
  members: Pick<MatchmakingRepository, 'lockMembers'>;
  /** With a listener: each batch's notifications are written in its transaction. */
  told?: { outbox: Outbox; listener: NewMatchesPlacedListener };
  now?: () => Date;
}

const opposite = (gender: Gender): Gender => (gender === 'male' ? 'female' : 'male');

/** Whether an entry of `score` for `id` ranks above the list's last entry (score, then the smaller id). */
const beats = (score: number, id: string, lowest: ListState['lowest']) =>
  lowest === null || score > lowest.score || (score === lowest.score && id < lowest.candidateId);

/** What placing one profile does to one member's list; null when nothing. */
export interface ListChange {
  removed?: { profileId: string; candidateId: string };
  written?: ListEntry;
  /** The profile is new to the list. */
  entered: boolean;
  list: ListFacts;
}

/**
 * The change `entry` makes to a list as it stands: out of it when it left the member's hard
 * ranges, ranked again when held, in when the list has room or it beats the last entry (which then
 * goes). The list stays full of mutual fits only while each entry it takes is one; one that
 * becomes full otherwise is marked when it is made again (until then it is asked more, never less).
 */
export function changeOfList(state: ListState, entry: ListEntry, outsideRanges: boolean): ListChange | null {
  const staysMutual = state.fullOfMutual && entry.tier === MUTUAL_TIER;
  const { profileId, candidateId } = entry;
  if (outsideRanges) {
    if (!state.held) return null;
    return {
      removed: { profileId, candidateId },
      entered: false,
      list: { profileId, size: state.size - 1, fullOfMutual: false },
    };
  }
  if (state.held)
    return {
      written: entry,
      entered: false,
      list: { profileId, size: state.size, fullOfMutual: staysMutual },
    };
  const full = state.size >= MATCH_LIST_SIZE;
  if (full && !beats(entry.score, candidateId, state.lowest)) return null;
  return {
    ...(full ? { removed: { profileId, candidateId: state.lowest!.candidateId } } : {}),
    written: entry,
    entered: true,
    list: { profileId, size: full ? state.size : state.size + 1, fullOfMutual: staysMutual },
  };
}

/**
 * Reverse matching, as a search engine's percolator (decision 35): a profile that became
 * listable, changed, came back from a pause or started a boost is matched against the queries
 * stored with the members' lists (decision 39), and placed in each suiting member's list at the
 * rank a new list would give it. Members whose list already holds it have it ranked again (or
 * removed, when it left their hard ranges).
 */
export class MatchPlacement {
  private readonly now: () => Date;

  constructor(private readonly deps: MatchPlacementDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Places the profile; answers how many members were looked at and how many lists it entered. */
  async place(profileId: string): Promise<{ members: number; placed: number }> {
    const { db, repo } = this.deps;
    const found = await repo.candidate(db, profileId);
    const total = { members: 0, placed: 0 };
    if (!found?.shown || !found.row.gender) return total;
    const candidate = found.row;
    const today = todayIso(this.now());
    const batches = [
      (after: string | null) => repo.holding(db, profileId, after, PLACEMENT_BATCH),
      (after: string | null) =>
        repo.accepting(db, {
          gender: opposite(found.row.gender!),
          candidate,
          today,
          after,
          limit: PLACEMENT_BATCH,
        }),
    ];
    for (const next of batches) {
      for (let members = await next(null); members.length > 0; members = await next(members.at(-1)!.id)) {
        total.members += members.length;
        total.placed += await this.placeIn(members, candidate, today);
        if (members.length < PLACEMENT_BATCH) break;
      }
    }
    return total;
  }

  /** One batch in one transaction, under the members' locks; answers how many lists the profile entered. */
  private async placeIn(members: PoolRow[], candidate: PoolRow, today: string): Promise<number> {
    const { db, repo, told } = this.deps;
    const work = async (tx: Database, effects: Effects | null) => {
      const ids = members.map((m) => m.id);
      await this.deps.members.lockMembers(tx, ids);
      const states = await repo.listStates(tx, ids, candidate.id);
      const changes: ListChange[] = [];
      for (const member of members) {
        const state = states.get(member.id);
        if (!state?.hasList) continue;
        const { fit, tier, score } = scoreCandidate({ ...member, subject: member }, candidate, today);
        const entry = { profileId: member.id, candidateId: candidate.id, score, tier };
        const change = changeOfList(state, entry, outsideHardRanges(fit));
        if (change) changes.push(change);
      }
      await repo.remove(
        tx,
        changes.flatMap((c) => (c.removed ? [c.removed] : [])),
      );
      await repo.write(
        tx,
        changes.flatMap((c) => (c.written ? [c.written] : [])),
      );
      await repo.recordLists(
        tx,
        changes.map((c) => c.list),
      );
      const entered = changes.filter((c) => c.entered).map((c) => c.list.profileId);
      if (effects && told) await told.listener.newMatchesPlaced(effects, entered);
      return entered.length;
    };
    return told
      ? told.outbox.transaction((effects) => work(effects.tx, effects))
      : db.transaction((tx) => work(tx, null));
  }
}
