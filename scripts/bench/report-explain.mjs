// The EXPLAIN ANALYZE part of the report: what each plan reads of `profiles`, and the plans.
import { int, n } from './report-format.mjs';

/**
 * What a plan reads of `profiles`: rows its nodes on that table return plus those their filters
 * removed (EXPLAIN ANALYZE gives both per loop), and its sequential scans of any table.
 */
export function planReads(plan) {
  let profileRows = 0;
  let loops = 0;
  let onProfiles = false;
  const seqScans = [];
  for (const line of plan.split('\n')) {
    const node =
      /(?:->\s+|^\s*)([A-Z][A-Za-z ]+?) (?:using \S+ )?on (\w+)(?: \w+)?\s+\(cost=.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)\)/.exec(
        line,
      );
    if (node) {
      onProfiles = node[2] === 'profiles';
      loops = Number(node[4]);
      if (onProfiles) profileRows += Number(node[3]) * loops;
      if (node[1].includes('Seq Scan')) seqScans.push(node[2]);
      continue;
    }
    if (/^\s*->/.test(line)) onProfiles = false;
    const removed = /Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(line);
    if (removed && onProfiles) profileRows += Number(removed[1]) * loops;
  }
  return { profileRows, seqScans };
}

/** Per EXPLAIN case: its title, the most profile rows one of its statements reads, and the tables scanned. */
export function explainReads(explain) {
  return explain.map((c) => {
    const all = c.statements.map((st) => planReads(st.plan));
    return {
      title: c.title,
      profileRows: Math.max(0, ...all.map((r) => r.profileRows)),
      seqScans: [...new Set(all.flatMap((r) => r.seqScans))],
    };
  });
}

/**
 * Which statements scan `profiles` sequentially and how many profile rows each reads at most, as
 * lines, from explainReads; `plansAt` says where the plans are printed.
 */
export function explainSummary(reads, profiles, plansAt = ' below') {
  const out = [];
  const worst = reads.reduce((a, b) => (b.profileRows > a.profileRows ? b : a));
  const scanned = reads.filter((r) => r.seqScans.includes('profiles'));
  out.push(
    `Checked in every plan${plansAt} (counted by the script from the EXPLAIN output: the rows each node on \`profiles\` returned plus those its filter removed, times its loops): ${
      scanned.length === 0
        ? '**no statement scans `profiles` sequentially**'
        : `**sequential scans of \`profiles\` in: ${scanned.map((r) => r.title).join('; ')}**`
    }; the most profile rows one statement reads is ${int(worst.profileRows)} of ${int(profiles)} (${worst.title}).`,
    '',
    '| Query | Profile rows read (largest statement) | Sequential scans |',
    '|---|---:|---|',
    ...reads.map(
      (r) => `| ${r.title} | ${int(r.profileRows)} | ${r.seqScans.length ? r.seqScans.join(', ') : 'none'} |`,
    ),
    '',
  );
  return out;
}

export function explainSection(explain, profiles) {
  if (!explain?.length) return '_No EXPLAIN in this run._';
  const out = explainSummary(explainReads(explain), profiles);
  for (const c of explain) {
    const total = c.statements.reduce((a, s) => a + (s.executionMs ?? 0), 0);
    out.push(`#### ${c.title}: ${c.statements.length} statement(s), ${n(total, 2)} ms execution`, '');
    for (const s of c.statements) {
      const lines = s.plan.split('\n');
      const shown =
        lines.length > 45 ? [...lines.slice(0, 45), `… (${lines.length - 45} more lines)`] : lines;
      out.push('```', shown.join('\n'), '```', '');
    }
  }
  return out.join('\n');
}
