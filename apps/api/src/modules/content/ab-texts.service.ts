import { type AbTexts, NAV_TEXT_KEYS, type NavTextKey } from '@jodi/contract';
import type { Database } from '../../db/database';
import type { SettingsRepository } from './settings.repository';

const AB_KEY = 'ab.texts';

/** The stored map, keeping only known keys with text (an unreadable value is no texts). */
function parseTexts(raw: string | undefined): AbTexts {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const texts: AbTexts = {};
  for (const key of NAV_TEXT_KEYS) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text) texts[key] = text;
  }
  return texts;
}

/** Server-provided menu labels (spec 2: NAV-EP … NAV-LO), kept in the settings table. */
export class AbTextsService {
  constructor(private readonly deps: { db: Database; settings: SettingsRepository }) {}

  async get(): Promise<AbTexts> {
    return parseTexts((await this.deps.settings.get(this.deps.db, AB_KEY))?.value);
  }

  /** Sets the texts sent (already trimmed and checked); a blank one removes its key; others stay. */
  async update(changes: Partial<Record<NavTextKey, string>>): Promise<AbTexts> {
    const { db, settings } = this.deps;
    return db.transaction(async (tx) => {
      const texts = parseTexts(await settings.lockOrCreate(tx, AB_KEY, '{}'));
      for (const [key, text] of Object.entries(changes)) {
        if (text) texts[key] = text;
        else delete texts[key];
      }
      await settings.set(tx, AB_KEY, JSON.stringify(texts));
      return texts;
    });
  }
}
