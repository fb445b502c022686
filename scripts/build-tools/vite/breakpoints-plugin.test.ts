import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../../../src/core/theme/breakpoints';
import { resolveBreakpoints } from './breakpoints-plugin';

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  it("are SPEC.md's", () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('resolve by name in media queries, and an unknown name stops the build', () => {
    expect(resolveBreakpoints('@media (--lg) {\n.a{}}')).toBe('@media (min-width: 992px) {\n.a{}}');
    expect(resolveBreakpoints('@media (--below-sm) and (--md) {}')).toBe(
      '@media (max-width: 575.98px) and (min-width: 768px) {}',
    );
    expect(resolveBreakpoints('.a { color: var(--text); }')).toBe('.a { color: var(--text); }');
    expect(() => resolveBreakpoints('@media (--tablet) {}', 'x.css')).toThrow(/x.css: no breakpoint named --tablet/);
  });

  it("are named, never written as widths, in the app's stylesheets; every one of them is used", () => {
    const sheets = cssFiles('src/app').map((path) => [path, readFileSync(path, 'utf8')] as const);
    const written = sheets.filter(([, css]) => /@media[^{]*\d+(\.\d+)?px/.test(css)).map(([path]) => path);
    expect(written).toEqual([]);
    const all = sheets.map(([, css]) => css).join('\n');
    for (const name of Object.keys(breakpoints).filter((name) => name !== 'xs')) {
      expect(all, name).toMatch(new RegExp(`@media[^{]*\\(--(below-)?${name}\\)`));
    }
  });
});
