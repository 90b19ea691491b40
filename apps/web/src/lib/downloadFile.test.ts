import { describe, expect, it } from 'vitest';
import { attachmentName } from './downloadFile';

describe('attachmentName', () => {
  it('reads the quoted, plain or UTF-8 file name of Content-Disposition', () => {
    expect(attachmentName('attachment; filename="call-logs.csv"')).toBe('call-logs.csv');
    expect(attachmentName('attachment; filename=calls.csv')).toBe('calls.csv');
    expect(attachmentName('attachment; filename*=UTF-8\'\'call%20logs.csv; filename="x.csv"')).toBe(
      'call logs.csv',
    );
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
