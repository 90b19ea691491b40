import type { Database } from '../../db/database';
import { AbTextsService } from './ab-texts.service';
import { LegalService } from './legal.service';
import { SettingsRepository } from './settings.repository';

/** The terms and the A/B texts, both kept in the settings table. */
export interface Content {
  settings: SettingsRepository;
  legal: LegalService;
  abTexts: AbTextsService;
}

export function createContent(deps: { db: Database; contactEmail: string }): Content {
  const settings = new SettingsRepository();
  return {
    settings,
    legal: new LegalService({ db: deps.db, settings, contactEmail: deps.contactEmail }),
    abTexts: new AbTextsService({ db: deps.db, settings }),
  };
}
