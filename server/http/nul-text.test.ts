// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refuseNulInJson, refuseNulInUrl } from './nul-text';

describe('U+0000 in a request', () => {
  it('is refused in a URL as %00, and %2500 (the text "%00") is not', () => {
    expect(() => refuseNulInUrl('http://x/api/v1/customer/creator/a%00b')).toThrow(/NUL/);
    expect(() => refuseNulInUrl('http://x/api/v1/cuppa/creator/list?q=%00')).toThrow(/NUL/);
    expect(() => refuseNulInUrl('http://x/api/v1/cuppa/creator/list?q=%2500')).not.toThrow();
  });

  it('is refused in JSON as \\u0000 in any string, and a backslash followed by the text u0000 is not', () => {
    for (const value of ['a\u0000b', '\u0000', 'x\\\u0000']) {
      expect(() => refuseNulInJson(JSON.stringify({ message: value }))).toThrow(/NUL/);
      expect(JSON.parse(JSON.stringify({ message: value })).message).toContain('\u0000');
    }
    for (const value of ['\\u0000', 'a\\\\u0000', 'plain', 'u0000']) {
      const text = JSON.stringify({ message: value });
      expect(() => refuseNulInJson(text)).not.toThrow();
      expect(JSON.parse(text).message).not.toContain('\u0000');
    }
  });
});
