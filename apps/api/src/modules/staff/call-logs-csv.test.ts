import { describe, expect, it } from 'vitest';
import { callLogsCsvFilename, csvCell, csvTime } from './call-logs-csv';

describe('csvCell', () => {
  it('leaves plain text as it is, Devanagari included', () => {
    expect(csvCell('सुनीता पाटील')).toBe('सुनीता पाटील');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Pune, MH')).toBe('"Pune, MH"');
    expect(csvCell('said "call me"')).toBe('"said ""call me"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps spreadsheets from running formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });
});

describe('csvTime and the file name', () => {
  it('writes India time', () => {
    expect(csvTime(new Date('2026-01-31T20:15:00Z'))).toBe('2026-02-01 01:45');
    expect(callLogsCsvFilename(new Date('2026-01-31T20:15:00Z'))).toBe('call-logs-2026-02-01.csv');
  });
});
