// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the planted copies are source text, `${…}` included
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SRC, sourceFiles } from '../../test/source-files';

/**
 * Access rules live in `policies/` (decision 46): who may know a profile exists, who sees its
 * photos clearly and reads its contacts, who may message whom, what a plan unlocks, what a
 * relative may do. Modules import them; none writes its own copy. This test reads the source and
 * fails, naming the file and line, when a module outside `policies/`:
 * - declares a function, constant or class under the name of one `policies/` exports, or
 * - writes a tell-tale fragment of a rule `policies/` holds (below, with the planted copies each
 *   must catch).
 * Where a module legitimately touches the same columns for another purpose, `allowed` says which
 * file, how many lines and why; a count that no longer matches fails too, so the list stays true.
 */

const SRC = API_SRC;

/** Never scanned: the rules' home, tests and their kits, and the schema that declares the columns. */
const NOT_SCANNED: { path: RegExp; why: string }[] = [
  { path: /^policies\//, why: 'the home of the rules' },
  {
    path: /\.test\.ts$|\.test-kit\.ts$|\.kit\.ts$/,
    why: 'tests and their kits set up and check rows directly',
  },
  {
    path: /^db\/schema\.ts$/,
    why: 'declares the columns, their checks and the partial indexes the rules use',
  },
];

interface Allowance {
  file: string;
  /** How many lines of the file match the rule's fingerprints, exactly. */
  lines: number;
  why: string;
}

interface Rule {
  rule: string;
  /** Its files in `policies/`. */
  home: string[];
  /** Tell-tale fragments of a copy, matched line by line with comments left out. */
  fingerprints: RegExp[];
  /** Copies each of which the fingerprints must catch (one line of a module each). */
  planted: string[];
  allowed?: Allowance[];
}

/**
 * A member's privacy choice (`photo_visibility`, `contact_visibility`; `photoVisibility` in
 * TypeScript) compared with one of its values, in SQL or TypeScript, either way round, or switched on.
 */
function choiceCompared(what: 'photo' | 'contact', values: readonly string[]): RegExp[] {
  const column = `${what}_?[vV]isibility`;
  return [
    new RegExp(`\\b${column}\\b\\}?\\s*(===|!==|==|!=|=|<>)\\s*['"\`]`),
    new RegExp(`\\b${column}\\b\\}?\\s+(NOT\\s+)?IN\\s*\\(`),
    new RegExp(`['"\`](${values.join('|')})['"\`]\\s*(===|!==|==|!=)\\s*[\\w.?]*${column}`),
    new RegExp(`switch\\s*\\([^)]*${column}`),
  ];
}

const RULES: Rule[] = [
  {
    rule: 'a block hides the pair (the blocks table read to decide what a member sees)',
    home: ['policies/blocks.ts'],
    fingerprints: [/\bblocks\.(blockerProfileId|blockedProfileId)\b/, /\b(blocker|blocked)_profile_id\b/],
    planted: [
      'sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${me} AND ${blocks.blockedProfileId} = ${profiles.id})`,',
      'const q = sql`SELECT 1 FROM blocks WHERE blocked_profile_id = ${me}`;',
    ],
    allowed: [
      {
        file: 'modules/social/blocks.repository.ts',
        lines: 4,
        why: "the blocks table's own rows: a block written, the blocker's list of them, a block undone",
      },
      {
        file: 'modules/my-data/my-data.repository.ts',
        lines: 1,
        why: "the member's own block rows in their data export",
      },
    ],
  },
  {
    rule: 'who may know a profile exists (hidden, suspended, held, listed)',
    home: ['policies/profile-visibility.ts'],
    fingerprints: [
      /\.hidden\}?\s*(=|<>|!=)\s*(false|true)\b/,
      /\beq\(\s*[\w.]+\.hidden\s*,/,
      /!\s*[\w.?]+\.hidden\b/,
      /[\w)]\.hidden\s*(\|\||&&)/,
      /\.status\}\s*<>\s*'active'/,
      /\baccountSuspended\}?\s*(=|<>|!=)\s*(false|true)\b/,
      /\bheldForReviewAt\}\s*IS\s+NULL\b/,
    ],
    planted: [
      'sql`(${other.hidden} = false',
      'and(eq(profiles.id, id), eq(profiles.hidden, false), eq(users.status, "active"))',
      'const visible = !facts.hidden && facts.userActive;',
      'if (found.row.hidden || !found.userActive) return false;',
      "AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${other.userId} AND ${users.status} <> 'active')",
      'sql`${profiles.accountSuspended} = false`,',
      'AND ${profiles.heldForReviewAt} IS NULL',
    ],
    allowed: [
      {
        file: 'modules/matchmaking/matchmaking.repository.ts',
        lines: 2,
        why: "the match pools' index bounds (`hidden` and `listable` as the partial indexes read them); the rule itself is applied beside them by `listable(null)`",
      },
      {
        file: 'modules/demo/seed.ts',
        lines: 1,
        why: 'the demo community: which made-up members to pair up, not what a member may see',
      },
      {
        file: 'modules/demo/demo-family.ts',
        lines: 1,
        why: 'the demo community: which made-up members get a relative, not what a member may see',
      },
    ],
  },
  {
    rule: 'a pause (paused_until compared with a time)',
    home: ['policies/paused-profile.ts'],
    fingerprints: [
      /\bpaused_?[uU]ntil\b[^;\n]*?(\s[<>]=?\s|\bIS\s+(NOT\s+)?NULL\b)/,
      /\s[<>]=?\s[^;\n]*?\bpaused_?[uU]ntil\b/,
    ],
    planted: [
      'sql`(${profiles.pausedUntil} IS NULL OR ${profiles.pausedUntil} <= now())`,',
      'const paused = row.pausedUntil !== null && row.pausedUntil.getTime() > now.getTime();',
      'const wasPaused = (before?.pausedUntil?.getTime() ?? 0) > now.getTime();',
      "const q = 'SELECT id FROM profiles WHERE now() < paused_until';",
    ],
  },
  {
    rule: 'who sees photos clearly (photo_visibility compared)',
    home: ['policies/photo-access.ts'],
    fingerprints: choiceCompared('photo', ['everyone', 'members', 'accepted']),
    planted: [
      "if (owner.photoVisibility === 'accepted' && !accepted) return blurred;",
      "sql`${profiles.photoVisibility} = 'everyone'`",
      "sql`${profiles.photoVisibility} IN ('everyone', 'members')`",
      "const clear = 'members' === row.photoVisibility;",
      'switch (owner.photoVisibility) {',
    ],
  },
  {
    rule: 'who reads contacts (contact_visibility compared)',
    home: ['policies/contact-access.ts'],
    fingerprints: choiceCompared('contact', ['plan', 'accepted']),
    planted: [
      "if (row.contactVisibility === 'accepted' && !accepted) return { visible: false };",
      "sql`${profiles.contactVisibility} <> 'plan'`",
      "const keeps = 'accepted' === owner.contactVisibility;",
      'switch (row.contact_visibility) {',
    ],
  },
  {
    rule: 'what a plan unlocks (the plan-feature table read)',
    home: ['policies/plan-features.ts'],
    fingerprints: [/\bplanHasFeature\b/, /\bPLAN_FEATURES\b/],
    planted: [
      "if (!planHasFeature(user.plan, 'ai_help')) return refuse('PLAN_UPGRADE_REQUIRED');",
      "const unlocked = PLAN_FEATURES.includes('boost');",
    ],
  },
  {
    rule: 'who may message whom (an acceptance either way between a pair)',
    home: ['policies/messaging.ts'],
    fingerprints: [/\.status\}\s*=\s*'accepted'\s+AND\s+\(\(/, /\brequestAccepted\s*\|\|/],
    planted: [
      "matched: sql<boolean>`EXISTS (SELECT 1 FROM ${interests} WHERE ${interests.status} = 'accepted' AND ((${interests.fromProfileId} = ${a} AND ${interests.toProfileId} = ${b}) OR (${interests.fromProfileId} = ${b} AND ${interests.toProfileId} = ${a})))`,",
      'return row.unblocked && (row.requestAccepted || row.matched);',
    ],
  },
  {
    rule: 'what a relative may do (X-Profile: act, refuse, ignore)',
    home: ['policies/relative-access.ts', 'policies/acting-profile.ts'],
    fingerprints: [
      /\bforbidden\(\s*['"](RELATIVE_NOT_ALLOWED|NOT_MANAGER)['"]/,
      /\bcode\s*===\s*['"](RELATIVE_NOT_ALLOWED|NOT_MANAGER)['"]/,
      /\bmode\s*===\s*['"](acts|refuses|ignores)['"]/,
      /\bnamesAnotherProfile\s*\(/,
      /\bif\s*\(\s*!?\s*[\w.?]+\.actingRelative\s*\)/,
    ],
    planted: [
      "if (user.actingRelative) throw forbidden('RELATIVE_NOT_ALLOWED', 'Only the owner can do this.');",
      "if (err instanceof AppError && err.code === 'NOT_MANAGER') return null;",
      "if (mode === 'refuses') throw relativeNotAllowed();",
      'if (!namesAnotherProfile(user, header)) return user;',
    ],
  },
];

type Reader = (file: string) => string;
const readSource: Reader = (file) => fs.readFileSync(path.join(SRC, file), 'utf8');

/** The file's lines with comments blanked (block comments keep their line breaks, so numbers hold). */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line));
}

const scanned = (file: string) => !NOT_SCANNED.some((skip) => skip.path.test(file));

/** The names `policies/` exports (functions, constants, classes): no module declares its own. */
function policyNames(files: readonly string[], read: Reader): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    if (!file.startsWith('policies/') || /\.test\.ts$/.test(file)) continue;
    const code = codeLines(read(file)).join('\n');
    for (const m of code.matchAll(
      /export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g,
    ))
      names.set(m[1]!, file);
  }
  return names;
}

interface Finding {
  file: string;
  line: number;
  text: string;
  rule: string;
  home: string;
}

/** Every copy of a rule outside `policies/`, and the allowances whose counts no longer hold. */
function copiesOutsidePolicies(
  files: readonly string[],
  read: Reader = readSource,
  rules: readonly Rule[] = RULES,
): { copies: string[]; staleAllowances: string[] } {
  const names = policyNames(files, read);
  const declares = new RegExp(
    `\\b(?:function\\*?|const|let|var|class)\\s+(${[...names.keys()].join('|') || '$^'})\\b`,
  );
  const copies: string[] = [];
  const staleAllowances: string[] = [];
  const say = (f: Finding) =>
    `${f.file}:${f.line} writes its own copy of ${f.rule}; import it from ${f.home}: ${f.text.trim()}`;
  for (const file of files.filter(scanned)) {
    const lines = codeLines(read(file));
    lines.forEach((text, i) => {
      const named = declares.exec(text);
      if (named) {
        const name = named[1]!;
        copies.push(say({ file, line: i + 1, text, rule: `\`${name}\``, home: names.get(name)! }));
      }
    });
    for (const rule of rules) {
      const hits: Finding[] = [];
      lines.forEach((text, i) => {
        if (rule.fingerprints.some((fp) => fp.test(text)))
          hits.push({ file, line: i + 1, text, rule: rule.rule, home: rule.home.join(', ') });
      });
      const allowance = rule.allowed?.find((a) => a.file === file);
      if (!allowance) copies.push(...hits.map(say));
      else if (hits.length !== allowance.lines)
        staleAllowances.push(
          `${file}: ${hits.length} line(s) match "${rule.rule}", allowed ${allowance.lines} (${allowance.why}):\n  ${hits.map(say).join('\n  ')}`,
        );
    }
  }
  return { copies, staleAllowances };
}

describe('access rules live in policies/ (decision 46)', () => {
  const files = sourceFiles(SRC);

  it('finds the source and the rules', () => {
    expect(files).toContain('context.ts');
    expect(files.length).toBeGreaterThan(200);
    for (const rule of RULES) for (const home of rule.home) expect(files, rule.rule).toContain(home);
  });

  it('no module outside policies/ writes its own copy of a rule policies/ holds', () => {
    const { copies, staleAllowances } = copiesOutsidePolicies(files);
    expect(copies).toEqual([]);
    expect(staleAllowances).toEqual([]);
  });

  it("each rule's fingerprints match what its own home writes (so they stay the rule's)", () => {
    for (const rule of RULES) {
      const home = rule.home.flatMap((file) => codeLines(readSource(file)));
      expect(
        home.some((line) => rule.fingerprints.some((fp) => fp.test(line))),
        rule.rule,
      ).toBe(true);
    }
  });

  it('catches every planted copy, and a module declaring a rule under its policies/ name', () => {
    const fake: Record<string, string> = {
      'policies/rule.ts': 'export function knowableBy() {}\nexport const listable = () => [];\n',
      'modules/x/x.repository.ts': 'export function knowableBy(me, other) {\n  return sql`1`;\n}\n',
      'modules/x/x.service.ts': 'const listable = (viewer) => [];\n',
      'modules/x/x-clean.ts':
        "import { knowableBy } from '../../policies/rule';\nexport const q = knowableBy;\n",
    };
    const all = Object.keys(fake);
    const named = copiesOutsidePolicies(all, (file) => fake[file]!, []);
    expect(named.copies).toEqual([
      expect.stringMatching(/^modules\/x\/x\.repository\.ts:1 .*`knowableBy`.*policies\/rule\.ts/),
      expect.stringMatching(/^modules\/x\/x\.service\.ts:1 .*`listable`/),
    ]);
    for (const rule of RULES) {
      for (const copy of rule.planted) {
        const planted = { 'modules/x/x.ts': `export const q = 1;\n${copy}\n` };
        const { copies } = copiesOutsidePolicies(['modules/x/x.ts'], (f) => planted[f as 'modules/x/x.ts'], [
          rule,
        ]);
        expect(copies, `${rule.rule}: ${copy}`).toEqual([expect.stringMatching(/^modules\/x\/x\.ts:2 /)]);
      }
    }
  });

  it('leaves comments alone and counts allowances exactly', () => {
    const rule = RULES[0]!;
    const read = (file: string) =>
      ({
        'modules/x/doc.ts':
          '/**\n * reads ${blocks.blockerProfileId}\n */\n// blocked_profile_id\nexport {};\n',
        'modules/social/blocks.repository.ts': 'eq(blocks.blockerProfileId, me)\n',
      })[file]!;
    const { copies, staleAllowances } = copiesOutsidePolicies(
      ['modules/x/doc.ts', 'modules/social/blocks.repository.ts'],
      read,
      [rule],
    );
    expect(copies).toEqual([]);
    expect(staleAllowances).toEqual([
      expect.stringMatching(/^modules\/social\/blocks\.repository\.ts: 1 line/),
    ]);
  });
});
