import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { sentByText } from './sentByText';

describe('sent by', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('is nothing when the member sent it', () => {
    expect(sentByText(null)).toBeNull();
    expect(sentByText(undefined)).toBeNull();
  });

  it('names the relative and, in running text, the relation in lower case', () => {
    expect(sentByText({ name: 'Aai', relation: 'Mother' })).toBe('sent by Aai, mother');
  });

  it('says the relation once when the family calls them by it', () => {
    expect(sentByText({ name: 'Mother', relation: 'Mother' })).toBe('sent by Mother');
  });

  it('is written as Marathi and Hindi say it', async () => {
    await applyLanguage('mr');
    expect(sentByText({ name: 'सुनंदा', relation: 'Mother' })).toBe('सुनंदा (आई) यांनी पाठवले');
    expect(sentByText({ name: 'आई', relation: 'Mother' })).toBe('आई यांनी पाठवले');
    await applyLanguage('hi');
    expect(sentByText({ name: 'सुनंदा', relation: 'Mother' })).toBe('सुनंदा (माँ) ने भेजा');
    expect(sentByText({ name: 'माँ', relation: 'Mother' })).toBe('माँ ने भेजा');
  });
});
