import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('csvCell', () => {
  it('keeps a cell that would start a formula as text, with a leading apostrophe', () => {
    for (const value of [
      '=1+2',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '  =1',
      '\u00a0=1',
      '＝1',
      '＋1',
      '－1',
      '＠1',
    ]) {
      expect(csvCell(value)).toBe(`"'${value}"`);
    }
  });

  it('quotes every cell and doubles the quotes inside; a plain cell is left as it is', () => {
    expect(csvCell('Alice')).toBe('"Alice"');
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('5.00')).toBe('"5.00"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('writes a byte-order mark, the header and CRLF rows', () => {
    expect(csvFile(['a', 'b'], [['1', '2']])).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });
});
