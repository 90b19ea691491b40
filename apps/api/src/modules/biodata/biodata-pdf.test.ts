import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PresentedProfile } from '../profiles/profiles.schema';
import { renderBiodata } from './biodata-pdf';
import { hasLine, hasWithinLine, NOTDEF, pdfText } from './pdf-text.test-kit';

const BADGES = ['Identity verified', 'Job verified', 'Income verified', 'Property verified'];

function render(badges: string[], compress = false) {
  return renderBiodata({
    profile: {
      name: 'Asha',
      lastName: 'देशपांडे',
      current_city: 'Pune',
      occupation: 'Software Engineer',
      aboutme: 'Calm and cheerful. मला वाचन आवडते.',
    } as PresentedProfile,
    language: 'en',
    photo: null,
    contacts: null,
    badges,
    generatedAt: new Date('2026-03-12T05:00:00Z'),
    compress,
  });
}

/** The first page's content stream (the one that draws the header). */
function firstPageContent(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  for (const m of src.matchAll(/\d+ 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[1] as string;
    const s = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    if (!s || /\/(Length1|Subtype)/.test(body.slice(0, s.index))) continue;
    const raw = Buffer.from(s[1] as string, 'latin1');
    const text = /FlateDecode/.test(body.slice(0, s.index))
      ? zlib.inflateSync(raw).toString('latin1')
      : raw.toString('latin1');
    if (/\bBT\b/.test(text)) return text;
  }
  return '';
}

describe('renderBiodata', () => {
  it('writes each verified badge in words, with no glyph the fonts lack', async () => {
    const text = pdfText(await render(BADGES));
    const lines = text.split('\n');
    for (const badge of BADGES) expect(lines).toContain(badge);
    expect(text).toContain('Asha');
    expect(text).toContain('देशपांडे');
    // A tick from the font would be U+2713/U+2714, which Noto Sans lacks: pdf.js draws an empty box.
    expect(text).not.toMatch(/[\u2713\u2714\u2705\u2611]/);
    expect(text).not.toContain(NOTDEF);
  });

  it('draws each tick as a vector: a green disc with a white check stroked on it', async () => {
    const withTicks = firstPageContent(await render(BADGES));
    const without = firstPageContent(await render([]));
    // A closed path filled in the badge green (#2e7d32), then a path stroked in white.
    const discs = (content: string) =>
      content.match(/ c\s+h\s+\/DeviceRGB cs\s+0\.1803\d* 0\.4901\d* 0\.1960\d* scn\s+f\b/g)?.length ?? 0;
    const checks = (content: string) =>
      content.match(/ l\s+[\d.]+ w\s+1 J\s+1 j\s+\/DeviceRGB CS\s+1 1 1 SCN\s+S\b/g)?.length ?? 0;
    expect(discs(withTicks)).toBe(BADGES.length);
    expect(checks(withTicks)).toBe(BADGES.length);
    expect(discs(without) + checks(without)).toBe(0);
  });

  it('still renders compressed, as served', async () => {
    const pdf = await render(['Identity verified'], true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Identity verified');
    expect(text).not.toContain(NOTDEF);
  });

  it('writes a Marathi biodata in Marathi: headings, field names, choices, dates and heights', async () => {
    const pdf = await renderBiodata({
      profile: {
        name: 'Asha',
        lastName: 'देशपांडे',
        gender: 'female',
        age: 29,
        birthdate: '1997-03-14',
        maritial_status: 'never_married',
        height: 160,
        current_city: 'Pune',
        annual_income: 'below_3_lakh',
        occupation: 'Software Engineer',
        interest_in_continuing_education: true,
        family_type: 'joint',
        dietary_preferences: 'veg',
        drinking_habits: 'no',
        type_of_marriage_ceremony: 'traditional',
        rashi: 'Tula',
        mangal_dosh: 'anshik',
        birth_time: '14:30',
        aboutme: 'Calm & cheerful. मला वाचन आवडते.',
      } as PresentedProfile,
      language: 'mr',
      photo: null,
      contacts: [
        { name: 'Suresh Deshpande', relation: 'Father', phone: '9812345678', current_city: 'Pune' },
        { name: 'Vijay Joshi', relation: 'mama', phone: '9812345679', current_city: null },
      ],
      badges: ['ओळख पडताळलेली'],
      generatedAt: new Date('2026-03-12T05:00:00Z'),
      compress: false,
    });
    const text = pdfText(pdf);
    for (const heading of [
      'वैयक्तिक माहिती',
      'शिक्षण व नोकरी-व्यवसाय',
      'आवडीनिवडी व अपेक्षा',
      'पत्रिकेची माहिती',
      'संपर्क',
    ]) {
      expect(hasLine(text, heading), heading).toBe(true);
    }
    for (const label of ['वैवाहिक स्थिती', 'जन्मतारीख', 'उंची', 'रास', 'मंगळ दोष', 'लग्नाची पद्धत']) {
      expect(hasLine(text, label), label).toBe(true);
    }
    for (const value of ['अविवाहित', 'एकत्र कुटुंब', 'शाकाहारी', 'पारंपरिक (सर्व विधींसह)', 'तूळ', 'अंशिक मंगळ']) {
      expect(hasLine(text, value), value).toBe(true);
    }
    // A listed relation (stored in English) in Marathi; one typed under "Other" as typed.
    expect(hasLine(text, 'वडील')).toBe(true);
    expect(hasLine(text, 'Mama')).toBe(true);
    expect(hasLine(text, '१४ मार्च १९९७')).toBe(true);
    // The birth time as typed, in Marathi's digits.
    expect(hasLine(text, '१४:३०')).toBe(true);
    expect(hasWithinLine(text, '२९ वर्षे')).toBe(true);
    expect(hasWithinLine(text, '३ लाखांपेक्षा कमी')).toBe(true);
    expect(hasWithinLine(text, 'पुढे जाण्यापूर्वी कृपया सर्व माहिती तुम्ही स्वतः पडताळून पाहा.')).toBe(true);
    // What the member typed stays as typed, in whichever script.
    for (const typed of ['Asha', 'देशपांडे', 'Software Engineer', 'Suresh Deshpande', 'Calm & cheerful.']) {
      expect(text).toContain(typed);
    }
    for (const english of [
      'Personal Details',
      'Marital status',
      'Never married',
      'Generated by Jodi',
      'years',
      'Father',
    ]) {
      expect(text).not.toContain(english);
    }
    // Every Devanagari letter is drawn with the Devanagari font, every other one with Noto Sans.
    expect(text).not.toContain(NOTDEF);
  });
});
