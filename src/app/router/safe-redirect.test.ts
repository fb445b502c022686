import { describe, expect, it } from 'vitest';
import { safeRedirect } from './require-auth';
import { isChunkLoadError } from './route-error';

describe('safeRedirect', () => {
  it.each([
    ['/settings/orders?x=1', '/settings/orders?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['', '/'],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('isChunkLoadError', () => {
  it('knows the browsers’ failed-import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
