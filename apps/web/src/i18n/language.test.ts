import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Marathi's start texts arrive after its rest (a slow chunk), as they may on a phone's network.
vi.mock('./mr/start', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return importOriginal();
});

/** The i18n modules as a fresh page load has them: no language applied, no screen asked for the rest. */
async function freshPage() {
  vi.resetModules();
  const language = await import('./language');
  const catalogue = await import('./catalogue');
  const current = await import('./current');
  return { ...language, texts: () => catalogue.t, activeLanguage: current.activeLanguage };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  // The app's own modules (test setup) stay in English.
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('applyLanguage and loadMoreTexts on a fresh page', () => {
  it('give the start and the more texts of one language however their downloads interleave', async () => {
    const page = await freshPage();
    // main.tsx starts the language and a screen (which asks for the rest) side by side.
    await Promise.all([page.applyLanguage('mr'), page.loadMoreTexts()]);
    expect(page.activeLanguage()).toBe('mr');
    expect(page.texts().topBar.blogs).toBe('ब्लॉग');
    expect(page.texts().guidedStart.steps.basics).toBe('मूलभूत माहिती');
  });

  it('a switch while the rest is on its way ends in the new language, with its rest', async () => {
    const page = await freshPage();
    await page.applyLanguage('en');
    const more = page.loadMoreTexts();
    const switched = page.applyLanguage('hi');
    await Promise.all([more, switched]);
    expect(page.activeLanguage()).toBe('hi');
    expect(page.texts().topBar.blogs).toBe('ब्लॉग');
    expect(page.texts().guidedStart.steps.basics).toBe('मूल जानकारी');
    expect(document.documentElement.lang).toBe('hi');
  });
});
