import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './whatsappNumber';

describe('whatsappNumber', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
  ])('%s → %s', (phone, number) => expect(whatsappNumber(phone)).toBe(number));

  it.each([[null], [''], ['12345'], ['+44 20 7946 0958']])('%s has no WhatsApp number', (phone) =>
    expect(whatsappNumber(phone)).toBeNull(),
  );
});
