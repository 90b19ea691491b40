import type { Legal, StaffLegal } from '@jodi/contract';
import type { Database } from '../../db/database';
import { renderMarkdown } from '../../lib/markdown';
import { DEFAULT_TERMS_DATE, defaultTermsMarkdown } from './default-terms';
import type { SettingsRepository } from './settings.repository';

/** The Markdown staff wrote, and the sanitised HTML rendered from it when they saved it. */
const TERMS_KEY = 'legal.terms';
const TERMS_HTML_KEY = 'legal.terms.html';
export const TERMS_TITLE = 'Terms and Conditions';

export interface LegalDeps {
  db: Database;
  settings: SettingsRepository;
  contactEmail: string;
}

/** The terms and conditions: staff's own text from the settings table, else the built-in one. */
export class LegalService {
  private readonly defaultMarkdown: string;
  private defaultHtml: string | undefined;

  constructor(private readonly deps: LegalDeps) {
    this.defaultMarkdown = defaultTermsMarkdown(deps.contactEmail);
  }

  async get(): Promise<Legal> {
    const stored = await this.deps.settings.get(this.deps.db, TERMS_HTML_KEY);
    if (stored)
      return { title: TERMS_TITLE, content: stored.value, updated_at: stored.updatedAt.toISOString() };
    this.defaultHtml ??= renderMarkdown(this.defaultMarkdown);
    return { title: TERMS_TITLE, content: this.defaultHtml, updated_at: DEFAULT_TERMS_DATE };
  }

  async getForEditing(): Promise<StaffLegal> {
    const stored = await this.deps.settings.get(this.deps.db, TERMS_KEY);
    if (!stored) return { markdown: this.defaultMarkdown, is_default: true, updated_at: DEFAULT_TERMS_DATE };
    return { markdown: stored.value, is_default: false, updated_at: stored.updatedAt.toISOString() };
  }

  /** Saves staff's terms (rendered once, here); a blank text goes back to the built-in terms. */
  async update(markdown: string): Promise<StaffLegal> {
    const { db, settings } = this.deps;
    await db.transaction(async (tx) => {
      if (!markdown.trim()) return settings.delete(tx, [TERMS_KEY, TERMS_HTML_KEY]);
      await settings.set(tx, TERMS_KEY, markdown);
      await settings.set(tx, TERMS_HTML_KEY, renderMarkdown(markdown));
    });
    return this.getForEditing();
  }
}
