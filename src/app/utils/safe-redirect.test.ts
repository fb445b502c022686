import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const atRoot = { appUrl: 'https://app.example', basePath: '/' };
const underBase = { appUrl: 'https://app.example/cuppa', basePath: '/cuppa/' };

describe('safeRedirect', () => {
  it.each([
    ['/settings/orders?x=1', '/settings/orders?x=1'],
    ['/alice#posts', '/alice#posts'],
    ['/a/../settings', '/settings'],
    ['/', '/'],
  ])('keeps the app path %j as %j', (input, expected) => {
    expect(safeRedirect(input, atRoot)).toBe(expected);
    expect(safeRedirect(input, underBase)).toBe(expected);
  });

  // The attacker's table: each is another site, a script, or a path that leaves the base path.
  it.each([
    '//evil.example/x',
    '//evil',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example'.replace(' ', '\u0000'),
    '/\u001f/evil.example',
    '/\u007f/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%',
    'https://evil.example',
    'http://app.example.evil.example/',
    'javascript:alert(1)',
    ' /settings',
    'settings',
    null,
    '',
  ])('refuses %j', (input) => {
    expect(safeRedirect(input, atRoot)).toBe('/');
    expect(safeRedirect(input, underBase)).toBe('/');
  });

  it('keeps the parsed path under the base path, never leaving it', () => {
    expect(safeRedirect('/../other-app/secret', underBase)).toBe('/');
    expect(safeRedirect('/x/../../other-app', underBase)).toBe('/');
    expect(safeRedirect('/%2e%2e/other-app', underBase)).toBe('/');
  });
});
