import { MARITAL_STATUS_LABELS } from '@jodi/contract';
import { describe, expect, it } from 'vitest';
import { displayValue } from './display';
import { feetInches, formatHeight } from './height';
import { decodeProfileId, encodeProfileId, profilePath } from './profileId';

describe('display rule (spec 3)', () => {
  it("shows null and nothing as 'N/A'", () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue('  ')).toBe('N/A');
  });

  it("shows true and 'true' as 'Yes', false and 'false' as 'No'", () => {
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue('true')).toBe('Yes');
    expect(displayValue(false)).toBe('No');
    expect(displayValue('false')).toBe('No');
  });

  it('shows option values through their label map, and other values as they are', () => {
    expect(displayValue('never_married', MARITAL_STATUS_LABELS)).toBe('Never married');
    expect(displayValue('something_new', MARITAL_STATUS_LABELS)).toBe('something_new');
    expect(displayValue('Pune')).toBe('Pune');
    expect(displayValue(0)).toBe('0');
  });
});

describe('height', () => {
  it('shows centimetres as feet and inches', () => {
    expect(feetInches(168)).toBe('5′ 6″');
    expect(feetInches(152)).toBe('5′ 0″');
    expect(feetInches(183)).toBe('6′ 0″');
    expect(formatHeight(168)).toBe('5′ 6″ (168 cm)');
    expect(formatHeight(null)).toBeNull();
  });
});

describe('profile id in the route', () => {
  it('round-trips ids through URL-safe base64', () => {
    for (const id of ['0b7f1c1e-5f0a-4d7e-9a57-5f1d3c2b1a00', 'profile-1', '??>>', 'नमस्ते']) {
      const pid = encodeProfileId(id);
      expect(pid).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeProfileId(pid)).toBe(id);
    }
  });

  it('reads standard base64 with padding too, and refuses what is not base64 text', () => {
    expect(decodeProfileId(btoa('profile-1'))).toBe('profile-1');
    expect(encodeProfileId('profile-1')).toBe('cHJvZmlsZS0x');
    expect(decodeProfileId('not base64!')).toBeNull();
    expect(decodeProfileId('')).toBeNull();
    expect(decodeProfileId('_w')).toBeNull();
  });

  it('builds the view path', () => {
    expect(profilePath('profile-1')).toBe('/profile/cHJvZmlsZS0x');
    expect(profilePath('profile-1', 'birthname=missing')).toBe('/profile/cHJvZmlsZS0x?birthname=missing');
  });
});
