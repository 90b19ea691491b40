import { describe, expect, it } from 'vitest';
import { scrubUrl } from './log-redaction';

describe('scrubUrl', () => {
  it('masks query values that may carry secrets and keeps the rest', () => {
    expect(scrubUrl('/reset-password?token=abc123&step=2')).toBe(
      '/reset-password?token=%5Bredacted%5D&step=2',
    );
    expect(scrubUrl('/api/v1/biodata/file?sig=xyz&exp=1')).toBe(
      '/api/v1/biodata/file?sig=%5Bredacted%5D&exp=1',
    );
    expect(scrubUrl('/api/v1/profiles?limit=20')).toBe('/api/v1/profiles?limit=20');
    expect(scrubUrl('/api/health')).toBe('/api/health');
    expect(scrubUrl('/api/v1/biodata/file?t=eyJ.abc')).toBe('/api/v1/biodata/file?t=%5Bredacted%5D');
    expect(scrubUrl('/api/v1/profiles?type=sent')).toBe('/api/v1/profiles?type=sent');
    expect(scrubUrl('/api/v2/order?amount=499&email=a%40b.c')).toBe(
      '/api/v2/order?amount=499&email=%5Bredacted%5D',
    );
    expect(scrubUrl('/api/v1/whatsapp?number=9876543210')).toBe('/api/v1/whatsapp?number=%5Bredacted%5D');
  });
});
