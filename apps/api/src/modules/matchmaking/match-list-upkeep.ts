import type { Database } from '../../db/database';
import { birthdayKeysOn, todayIso } from '../profiles/age';
import type { MatchListUpkeepRepository } from './match-list-upkeep.repository';
import type { MatchmakingRepository } from './matchmaking.repository';
import { LIST_REFRESH_DAYS, NIGHTLY_REMAKE_AGE_MS, PICK_HISTORY_DAYS } from './matchmaking.service';
import { NEW_MEMBER_DAYS } from './rank-score';

export { LIST_REFRESH_DAYS };

const DAY_MS = 86_400_000;

/** Members who used the site within this long have their lists kept made (every LIST_REFRESH_DAYS). */
export const ACTIVE_MEMBER_DAYS = 30;
/** A list nobody has read or refreshed for this long is removed; it is made again on a return. */
export const ABSENT_LIST_DAYS = 60;
/** Members asked for per statement, and lists removed per run at most. */
const BATCH = 500;
const MAX_DROPPED_PER_RUN = 20_000;

export interface MatchListUpkeepDeps {
  db: Database;
  repo: MatchListUpkeepRepository;
  members: MatchmakingRepository;
  /** Where the new lists are asked for: those due, or (`whole`) made again however young. */
  remakeMany(profileIds: string[], options?: { whole?: boolean }): Promise<void>;
  /** Where placements are asked for (decision 35). */
  placeMany(profileIds: string[]): Promise<void>;
  now?: () => Date;
}

/** The nightly work that keeps members' lists made ahead of their visits, and the tables bounded. */
export class MatchListUpkeep {
  private readonly now: () => Date;

  constructor(private readonly deps: MatchListUpkeepDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Asks for a new list for each member seen in the last ACTIVE_MEMBER_DAYS whose list is due (LIST_REFRESH_DAYS). */
  async queueDueLists(): Promise<number> {
    const now = this.now().getTime();
    const seenSince = new Date(now - ACTIVE_MEMBER_DAYS * DAY_MS);
    const listsBefore = new Date(now - NIGHTLY_REMAKE_AGE_MS);
    let after: string | null = null;
    let queued = 0;
    for (;;) {
      const due = await this.deps.repo.membersDue(this.deps.db, {
        seenSince,
        listsBefore,
        after,
        limit: BATCH,
      });
      if (due.length === 0) return queued;
      await this.deps.remakeMany(due);
      queued += due.length;
      after = due[due.length - 1]!;
    }
  }

  /**
   * What time alone changes, which placement does not carry (decision 39): a member a year older
   * today is placed again (they may enter or leave others' age ranges) and has their list made
   * again (others' ranges about them changed); a member whose first NEW_MEMBER_DAYS ended today
   * is placed again, to take their rank without the newcomer's part.
   */
  async queueDrift(): Promise<{ birthdays: number; newcomers: number }> {
    const { db, repo } = this.deps;
    const today = todayIso(this.now());
    let birthdays = 0;
    for (let after: string | null = null; ; ) {
      const page = await repo.birthdaysOn(db, { monthDays: birthdayKeysOn(today), after, limit: BATCH });
      if (page.length === 0) break;
      await this.deps.placeMany(page.map((m) => m.id));
      await this.deps.remakeMany(
        page.filter((m) => m.hasList).map((m) => m.id),
        { whole: true },
      );
      birthdays += page.length;
      after = page.at(-1)!.id;
    }
    // rank-score.ts counts a member new while today (midnight UTC of India's date) is less than
    // NEW_MEMBER_DAYS after they joined: those it stopped counting today joined in this day.
    const to = new Date(Date.parse(today) - NEW_MEMBER_DAYS * DAY_MS);
    const from = new Date(to.getTime() - DAY_MS);
    let newcomers = 0;
    for (let after: string | null = null; ; ) {
      const page = await repo.joinedBetween(db, { from, to, after, limit: BATCH });
      if (page.length === 0) break;
      await this.deps.placeMany(page);
      newcomers += page.length;
      after = page.at(-1)!;
    }
    return { birthdays, newcomers };
  }

  /** Removes picks older than their history and the lists of members away for ABSENT_LIST_DAYS. */
  async prune(): Promise<{ picks: number; lists: number }> {
    const { db, repo, members } = this.deps;
    const now = this.now().getTime();
    const picks = await repo.dropPicksBefore(db, todayIso(new Date(now - PICK_HISTORY_DAYS * DAY_MS)));
    const before = new Date(now - ABSENT_LIST_DAYS * DAY_MS);
    let lists = 0;
    while (lists < MAX_DROPPED_PER_RUN) {
      const old = await repo.listsMadeBefore(db, before, BATCH);
      if (old.length === 0) break;
      for (const profileId of old) {
        // Under the member's lock, as the making of a list: a member who came back meanwhile keeps theirs.
        const dropped = await db.transaction(async (tx) => {
          await members.lockMember(tx, profileId);
          return repo.dropListIfBefore(tx, profileId, before);
        });
        if (dropped) lists++;
      }
      if (old.length < BATCH) break;
    }
    return { picks, lists };
  }
}
