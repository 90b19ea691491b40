// Recall of /matches (decisions 35 to 41): of the mutual fits a member could be shown, how many their first
// 200 cards hold. The cards are read through the API as the member would; the fits that exist come
// from an exhaustive scan with the same fit function (fit-scan.mjs). Run with no boost running.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { mutualFitCounts } from './fit-scan.mjs';
import { tsModule } from './ts.mjs';

/** The cards judged: a list's length (MATCH_LIST_SIZE). */
export const RECALL_CARDS = 200;

/** The largest page /matches allows, up to `want` (its query schema decides). */
async function largestPage(want) {
  const { matchesQuery } = await tsModule(
    path.join(ROOT, 'apps/api/src/modules/matchmaking/matchmaking.schema.ts'),
  );
  for (let limit = want; limit > 1; limit--) if (matchesQuery.safeParse({ limit }).success) return limit;
  return 1;
}

/** The member's first `cards` /matches cards: how many, and how many are a mutual fit. */
async function firstCards(origin, token, cards, pageSize) {
  let seen = 0;
  let mutual = 0;
  for (let offset = 0; offset < cards; offset += pageSize) {
    const limit = Math.min(pageSize, cards - offset);
    const res = await fetch(`${origin}/api/v1/matches?limit=${limit}&offset=${offset}`, {
      headers: { authorization: `Bearer ${token}`, 'x-app': 'jodi' },
    });
    if (!res.ok) throw new Error(`/matches answered ${res.status}: ${await res.text()}`);
    const { data } = await res.json();
    seen += data.length;
    mutual += data.filter((card) => card.fit?.mutual === true).length;
    if (data.length < limit) break;
  }
  return { seen, mutual };
}

/**
 * `members` ({ user_id, profile_id }), `tokens` user id -> token. Answers the summary (average,
 * worst with its counts, how many below 0.9, how many left out for having no mutual fit) with
 * each member's figures, and `targets`: the members with an example mutual-fit profile, fewest
 * fits first, for the fresh-placement step.
 */
export async function measureRecall({ origin, databaseUrl, members, tokens, say }) {
  const started = performance.now();
  const pageSize = await largestPage(RECALL_CARDS);
  const read = new Map();
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const m = members[next++];
      read.set(m.profile_id, await firstCards(origin, tokens.get(m.user_id), RECALL_CARDS, pageSize));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const { counts, scanned } = await mutualFitCounts(
    databaseUrl,
    members.map((m) => m.profile_id),
  );
  const perMember = members
    .filter((m) => counts.has(m.profile_id))
    .map((m) => {
      const cards = read.get(m.profile_id);
      const inCommunity = counts.get(m.profile_id).count;
      const possible = Math.min(RECALL_CARDS, inCommunity);
      return {
        profileId: m.profile_id,
        cards: cards.seen,
        mutualInCards: cards.mutual,
        mutualInCommunity: inCommunity,
        recall: possible === 0 ? null : cards.mutual / possible,
      };
    });
  const judged = perMember.filter((m) => m.recall !== null);
  const worst = judged.reduce((a, b) => (b.recall < a.recall ? b : a), judged[0] ?? null);
  const summary = {
    members: perMember.length,
    judged: judged.length,
    withoutMutualFits: perMember.length - judged.length,
    average: judged.length ? judged.reduce((a, m) => a + m.recall, 0) / judged.length : null,
    worst,
    belowNinety: judged.filter((m) => m.recall < 0.9).length,
    pageSize,
    scanned,
    seconds: (performance.now() - started) / 1000,
    perMember,
  };
  const targets = members
    .map((m) => ({ member: m, ...counts.get(m.profile_id) }))
    .filter((t) => t.example)
    .sort((a, b) => a.count - b.count);
  say(
    `  recall of ${summary.judged} members' first ${RECALL_CARDS} cards (${summary.scanned.toLocaleString('en')} profiles scanned, ${summary.seconds.toFixed(1)} s): average ${summary.average?.toFixed(3)}, worst ${worst ? `${worst.recall.toFixed(3)} (${worst.mutualInCards} of ${worst.mutualInCommunity})` : '-'}, ${summary.belowNinety} below 0.9, ${summary.withoutMutualFits} without mutual fits`,
  );
  return { summary, targets };
}
