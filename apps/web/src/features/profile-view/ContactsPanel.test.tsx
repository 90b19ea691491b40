import type { Contact } from '@jodi/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { ContactsPanel } from './ContactsPanel';

const contact = (name: string, relation: string): Contact => ({
  name,
  relation,
  phone: '9876543210',
  occupation: null,
  current_city: null,
  address: null,
});

const CONTACTS = [contact('Suresh Deshpande', 'Father'), contact('Vijay Joshi', 'Mama')];

const panel = () =>
  renderWithApp(
    <ContactsPanel
      contacts={CONTACTS}
      hiddenReason={undefined}
      gender="female"
      visitor={false}
      onJoinNow={() => {}}
    />,
  );

afterEach(async () => {
  await applyLanguage('en');
});

describe('a profile’s contacts', () => {
  it('name a listed relation in the reader’s language and a typed one as typed', async () => {
    const english = panel();
    expect(screen.getByText('Suresh Deshpande (Father)')).toBeTruthy();
    expect(screen.getByText('Vijay Joshi (Mama)')).toBeTruthy();
    english.unmount();

    await applyLanguage('mr');
    const marathi = panel();
    expect(screen.getByText('Suresh Deshpande (वडील)')).toBeTruthy();
    expect(screen.getByText('Vijay Joshi (Mama)')).toBeTruthy();
    marathi.unmount();

    await applyLanguage('hi');
    panel();
    expect(screen.getByText('Suresh Deshpande (पिता)')).toBeTruthy();
  });
});
