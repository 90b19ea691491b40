import type { JobKind, JobQueue } from '../../jobs/job-queue';
import type { Effects, Outbox } from '../../jobs/outbox';
import { errorKind } from '../../lib/error-kind';
import type { MatchListUpkeep } from './match-list-upkeep';
import type { MatchmakingService } from './matchmaking.service';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Makes one member's list again, unless it was made since the job was asked for (decision 19);
 * `whole`: however young it is (a birthday changed how others' preferences see the member).
 */
interface MakeMatchListData {
  profileId: string;
  tellNew?: boolean;
  whole?: boolean;
}

export const MAKE_MATCH_LIST: JobKind<MakeMatchListData> = {
  name: 'matches-make',
  policy: 'stately',
  retries: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  // The night sends one per member seen lately: ten at a time costs a tenth of the queue's statements.
  batch: 10,
};

/**
 * Nightly: asks for a new list for every member seen lately whose list is due, and for what time
 * alone changed since yesterday (birthdays, newcomers' first week over: decision 39).
 */
export const QUEUE_DUE_MATCH_LISTS: JobKind<Record<string, never>> = {
  name: 'matches-nightly',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
};

/** Nightly: removes picks past their history and the lists of members who stopped coming. */
export const PRUNE_MATCHMAKING: JobKind<Record<string, never>> = {
  name: 'matches-prune',
  policy: 'stately',
  retries: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 3600,
};

/** When the nightly jobs run: before the families' mornings, when the site is quiet. */
export const NIGHTLY = { cron: '30 2 * * *', pruneCron: '15 3 * * *', timeZone: 'Asia/Kolkata' };

/** Where the matchmaking service asks for lists to be made in the background. */
export class MatchListJobs {
  constructor(
    private readonly jobs: JobQueue,
    private readonly log: Logger,
  ) {}

  /**
   * Asks for the member's list to be made again (one waiting job per member). A queue that cannot
   * take it is logged, not thrown: the answer has what it needs, and the night's job catches up.
   */
  async remake(profileId: string): Promise<void> {
    try {
      await this.jobs.send(MAKE_MATCH_LIST, { profileId }, { key: profileId });
    } catch (err) {
      this.log.warn({ job: MAKE_MATCH_LIST.name, err: errorKind(err) }, 'could not queue a match list');
    }
  }

  /**
   * The night's lists: each member is told of the profiles new to theirs. A `whole` list is asked
   * apart from one that is only due (its own waiting job), so neither stands in for the other.
   */
  async remakeMany(profileIds: string[], options: { whole?: boolean } = {}): Promise<void> {
    if (profileIds.length === 0) return;
    const whole = options.whole === true;
    await this.jobs.sendMany(
      MAKE_MATCH_LIST,
      profileIds.map((profileId) => ({
        data: whole ? { profileId, tellNew: true, whole } : { profileId, tellNew: true },
        key: whole ? `${profileId}:whole` : profileId,
      })),
    );
  }
}

/** Where the night's new matches are told (the notifications module), in the list's transaction. */
export interface NewMatchesListener {
  newMatches(effects: Effects, profileId: string, count: number): Promise<void>;
}

/** Registers the matchmaking jobs and their schedules on the queue. */
export function defineMatchListJobs(
  jobs: JobQueue,
  matchmaking: MatchmakingService,
  upkeep: MatchListUpkeep,
  told?: { outbox: Outbox; listener: NewMatchesListener },
): void {
  const teller = told
    ? { outbox: told.outbox, newMatches: told.listener.newMatches.bind(told.listener) }
    : undefined;
  const requestOf = ({ profileId, tellNew, whole }: MakeMatchListData) => ({
    profileId,
    tell: tellNew === true,
    ...(whole ? { maxAgeMs: 0 } : {}),
  });
  jobs.define(
    MAKE_MATCH_LIST,
    async (data) => {
      const request = requestOf(data);
      const added = await matchmaking.makeListsInBackground([request], teller);
      return { added: added.get(request.profileId) ?? 0 };
    },
    // A batch's lists in one transaction; should it fail, each job is made alone and retried alone.
    async (batch) => {
      await matchmaking.makeListsInBackground(batch.map(requestOf), teller);
    },
  );
  jobs.define(QUEUE_DUE_MATCH_LISTS, async () => ({
    lists: await upkeep.queueDueLists(),
    ...(await upkeep.queueDrift()),
  }));
  jobs.define(PRUNE_MATCHMAKING, () => upkeep.prune());
  jobs.every(QUEUE_DUE_MATCH_LISTS, NIGHTLY.cron, NIGHTLY.timeZone);
  jobs.every(PRUNE_MATCHMAKING, NIGHTLY.pruneCron, NIGHTLY.timeZone);
}
