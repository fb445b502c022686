// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app's stylesheets are global, and a feature's loads with its page: a class that two of them style
 * on its own (`.facts` in the wallet's, the profile's and the events' sheets) is styled by whichever page
 * the reader opened last, so the withdrawal's confirmation took the profile's margins after a visit there.
 * A class has one sheet that owns it; what several features share lives in styles.css.
 */
const app = fileURLToPath(new URL('../../src/app/', import.meta.url));

function sheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sheets(join(folder, entry.name))
      : entry.name.endsWith('.css')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** The classes a sheet styles on their own: a rule whose selector is the class alone (with states: `:hover`). */
function ownClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors] of text.matchAll(/(?:^|[{};])\s*([^{};@]+)\{/g)) {
    for (const selector of (selectors ?? '').split(',')) {
      const own = /^\.([\w-]+)(?::[\w-]+(?:\([^)]*\))?)*$/.exec(selector.trim());
      if (own?.[1]) classes.add(own[1]);
    }
  }
  return classes;
}

describe('the app’s stylesheets', () => {
  it('reads a sheet’s own classes, not those it styles inside another', () => {
    expect([...ownClasses('.a { x: 1 } .b:hover, .c .d { y: 2 } @media (x) { .e { z: 3 } } /* .f { } */')]).toEqual([
      'a',
      'b',
      'e',
    ]);
  });

  it('style each class in one sheet only', () => {
    const owners = new Map<string, string[]>();
    for (const sheet of sheets(app)) {
      for (const name of ownClasses(readFileSync(sheet, 'utf8'))) {
        owners.set(name, [...(owners.get(name) ?? []), relative(app, sheet)]);
      }
    }
    const shared = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `.${name}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
