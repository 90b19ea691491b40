import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  api,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';

/**
 * The birth chart (kundli): a member adds a birth time and place in the profile form, sees the chart
 * on their profile in the North Indian style, switches to the South Indian one (saved with them),
 * reads the Manglik answer computed from the chart, reads it all in Marathi, and finds the chart in
 * their biodata PDF. The expected texts are copied from apps/web/src/i18n/{en,mr}/kundli.ts and the
 * biodata's (apps/api/src/modules/biodata/texts); the explanations are the server's own.
 */
const TEXTS = {
  en: {
    astrologyTab: 'Astrology Details',
    title: 'Birth chart',
    north: 'North Indian',
    south: 'South Indian',
    fromChart: 'from the birth chart',
    verdicts: {
      manglik: 'Manglik',
      anshik: 'Anshik (partial) Manglik',
      cancelled: 'Not Manglik (dosh cancelled)',
      none: 'Not Manglik',
    },
    accountMenu: 'Account menu',
    languageGroup: 'Language',
  },
  mr: {
    astrologyTab: 'पत्रिका / जन्मतपशील',
    title: 'जन्मकुंडली',
    north: 'उत्तर भारतीय',
    south: 'दक्षिण भारतीय',
    fromChart: 'जन्मकुंडलीवरून',
    verdicts: {
      manglik: 'मांगलिक',
      anshik: 'अंशतः मांगलिक',
      cancelled: 'मांगलिक नाही (दोष रद्द)',
      none: 'मांगलिक नाही',
    },
    accountMenu: 'खात्याचा मेनू',
    downloadBiodata: 'माझा बायोडेटा डाउनलोड करा',
    /** The biodata's chart heading and the Sun's and Moon's short names in it. */
    pdfHeading: 'जन्मकुंडली',
    pdfGrahas: ['सू', 'चं'],
    /** The South Indian chart's centre: the biodata draws the member's chosen style. */
    pdfSouthCentre: 'राशी कुंडली',
  },
};

type Verdict = keyof typeof TEXTS.en.verdicts;
interface Manglik {
  verdict: Verdict;
  explanation: string;
}

const myProfile = (token: string) =>
  api<{ kundli: unknown; manglik: Manglik | null }>('GET', '/api/v1/myprofile', token);
const savedUser = (token: string) =>
  api<{ language: string; chart_style: string }>('GET', '/api/v1/user', token);

/** The top bar's language buttons (a wide screen) or the account menu's items (a phone). */
async function chooseLanguage(page: Page, name: string, accountMenu: string) {
  const banner = page.getByRole('banner');
  const bar = banner.getByRole('group', { name: TEXTS.en.languageGroup });
  if (await bar.isVisible()) {
    await bar.getByRole('button', { name }).click();
    return;
  }
  await banner.getByRole('button', { name: accountMenu }).click();
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}

/**
 * The text of a PDF made by pdfkit, one line per text object (as the API's pdf-text.test-kit.ts
 * reads it): each font's ToUnicode map applied to the glyph codes of the content streams.
 */
function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const s = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    let stream: string | null = null;
    if (s) {
      const raw = Buffer.from(s[1] ?? '', 'latin1');
      stream = /FlateDecode/.test(body.slice(0, s.index))
        ? zlib.inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
    }
    objects.set(Number(m[1]), { dict: s ? body.slice(0, s.index) : body, stream });
  }
  const cmapOf = (id: number) => {
    const map = new Map<number, string>();
    for (const r of (objects.get(id)?.stream ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      let code = Number.parseInt(r[1] ?? '0', 16);
      for (const entry of (r[3] ?? '').matchAll(/<([0-9a-f ]*)>/gi)) {
        const hex = (entry[1] ?? '').replace(/\s+/g, '');
        const units: number[] = [];
        for (let i = 0; i + 4 <= hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
        map.set(code++, String.fromCharCode(...units));
      }
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const f of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(f[2]))?.dict ?? '');
      if (toUnicode && f[1]) fonts.set(f[1], cmapOf(Number(toUnicode[1])));
    }
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (
      !stream ||
      /\/(Length1|Subtype\s*\/(Image|CIDFontType0C|Type1C))/.test(dict) ||
      /begincmap/.test(stream)
    )
      continue;
    let current: Map<number, string> | undefined;
    let line = '';
    for (const op of stream.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g,
    )) {
      if (op[0] === 'ET') {
        lines.push(line);
        line = '';
      } else if (op[1]) {
        current = fonts.get(op[1]);
      } else {
        const hexes =
          op[2] !== undefined
            ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '')
            : [op[3] ?? ''];
        for (const hex of hexes)
          for (let i = 0; i + 4 <= hex.length; i += 4)
            line += current?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** Shaped Devanagari comes back in drawing order: compare letters, order aside. */
const letters = (text: string) => [...text.normalize('NFC').replace(/\s+/g, '')].sort();
const hasLine = (text: string, expected: string) =>
  text.split('\n').some((line) => letters(line).join('') === letters(expected).join(''));
/** Whether some line holds every letter of `expected` (a graha drawn beside another in its house). */
function hasWithinLine(text: string, expected: string): boolean {
  return text.split('\n').some((line) => {
    const have = letters(line);
    return letters(expected).every((ch) => {
      const i = have.indexOf(ch);
      if (i < 0) return false;
      have.splice(i, 1);
      return true;
    });
  });
}

test('a member adds birth time and place, sees the birth chart and the Manglik answer, in Marathi too, and in the biodata', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const member = await createMemberWithProfile({
    name: 'Revati',
    lastName: 'Kulkarni',
    gender: 'female',
    birthdate: '1996-08-20',
    birthname: 'Revati',
  });
  await signInAs(page, member);

  // The profile form's birth step: a time, and a place picked from the search.
  await page.goto('/info?go=4');
  await page.getByLabel('Birth time').fill('06:45');
  const place = page.getByRole('textbox', { name: 'Birth place' });
  await place.fill('Satara');
  await page.getByRole('option', { name: 'Satara, Maharashtra, India' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect.poll(async () => (await myProfile(member.token)).kundli !== null).toBe(true);
  const manglik = (await myProfile(member.token)).manglik;
  expect(manglik).not.toBeNull();
  const reading = manglik as Manglik;

  // The own profile: the chart in the astrology tab, North Indian first.
  await page.goto(profilePath(member.profileId));
  await page.getByRole('tab', { name: TEXTS.en.astrologyTab }).click();
  const panel = page.getByRole('region', { name: TEXTS.en.title });
  await expect(
    panel.getByRole('img', { name: /^North Indian birth chart: ascendant \(Lagna\) in \w+$/ }),
  ).toBeVisible();
  await expect(panel.getByRole('radio', { name: TEXTS.en.north })).toBeChecked();
  await panel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'kundli-north');

  // South Indian: at once, and saved with the member.
  await panel.getByText(TEXTS.en.south, { exact: true }).click();
  await expect(panel.getByRole('img', { name: /^South Indian birth chart/ })).toBeVisible();
  await expect(panel.getByText('Rashi chart')).toBeVisible();
  await expect.poll(async () => (await savedUser(member.token)).chart_style).toBe('south');

  // The Manglik answer computed from the chart, marked so, with the server's explanation; the
  // Mangal dosh row says the same instead of what the member declared.
  await expect(panel.getByText(TEXTS.en.verdicts[reading.verdict], { exact: true })).toBeVisible();
  await expect(panel.getByText(TEXTS.en.fromChart)).toBeVisible();
  await expect(panel.getByText(reading.explanation)).toBeVisible();
  const mangalDosh = page.locator('dt', { hasText: 'Mangal dosh' }).locator('xpath=following-sibling::dd[1]');
  await expect(mangalDosh).toHaveText(`${TEXTS.en.verdicts[reading.verdict]} ${TEXTS.en.fromChart}`);
  await keepScreenshot(page, testInfo, 'kundli-south');

  // Marathi: the panel's texts and the server's explanation, once the language is saved.
  await chooseLanguage(page, 'मराठी', TEXTS.en.accountMenu);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect.poll(async () => (await savedUser(member.token)).language).toBe('mr');
  const marathi = (await myProfile(member.token)).manglik as Manglik;
  expect(marathi.explanation).not.toBe(reading.explanation);
  await page.getByRole('tab', { name: TEXTS.mr.astrologyTab }).click();
  const mrPanel = page.getByRole('region', { name: TEXTS.mr.title });
  await expect(mrPanel.getByRole('radio', { name: TEXTS.mr.south })).toBeChecked();
  await expect(mrPanel.getByRole('radio', { name: TEXTS.mr.north })).not.toBeChecked();
  await expect(mrPanel.getByText(TEXTS.mr.verdicts[reading.verdict], { exact: true })).toBeVisible();
  await expect(mrPanel.getByText(TEXTS.mr.fromChart)).toBeVisible();
  await expect(mrPanel.getByText(marathi.explanation)).toBeVisible();
  await mrPanel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'kundli-marathi');

  // The biodata PDF (in Marathi now) draws the chart in the chosen South Indian style: its heading,
  // the grahas' short names and the South chart's centre.
  await page.getByRole('banner').getByRole('button', { name: TEXTS.mr.accountMenu }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: TEXTS.mr.downloadBiodata }).click();
  const file = await download;
  const pdf = await fs.promises.readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(hasLine(text, TEXTS.mr.pdfHeading), text).toBe(true);
  for (const graha of TEXTS.mr.pdfGrahas)
    expect(hasWithinLine(text, graha), `${graha} in\n${text}`).toBe(true);
  expect(hasLine(text, TEXTS.mr.pdfSouthCentre), text).toBe(true);
});
