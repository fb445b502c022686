// @vitest-environment node
import { stringify, twind, virtual } from '@twind/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classCandidates, compileWidgetCss, widgetSources } from '../../scripts/build-tools/widget-css';
import { widgetTwindConfig } from '../../src/widgets/styles/twind-config';

const literals = (code: string) =>
  [...code.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map((match) => match[2] ?? '');

/** What each `tw(...)` call in a file is given: its string literals, and those of the consts it names. */
function twArguments(code: string): string[] {
  const found: string[] = [];
  for (const call of code.matchAll(/\btw\(/g)) {
    let depth = 1;
    let end = (call.index ?? 0) + 3;
    while (depth > 0 && end < code.length) {
      if (code[end] === '(') depth += 1;
      if (code[end] === ')') depth -= 1;
      end += 1;
    }
    const args = code.slice((call.index ?? 0) + 3, end - 1);
    found.push(...literals(args).map((text) => text.replace(/\$\{[^}]*\}/g, ' ')));
    for (const [, name] of args.matchAll(/\$?\{?\b([a-z][A-Za-z]*)\b/g)) {
      const declared = new RegExp(`const ${name} =([^;]*);`).exec(code)?.[1];
      if (declared) found.push(...literals(declared));
    }
  }
  return found.filter((text) => text.trim() !== '');
}

const used = widgetSources().flatMap((file) => twArguments(readFileSync(file, 'utf8')));
const words = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));

describe('the widgets’ stylesheet compiled at build time', () => {
  const candidates = new Set(widgetSources().flatMap((file) => [...classCandidates(readFileSync(file, 'utf8'))]));
  const compiled = compileWidgetCss(candidates);

  it('reads classes from literals only, not from comments or names in the code', () => {
    const code = [
      '// a shadow root',
      '/* hidden */',
      'const { container, transform } = props;',
      "const look = tw('p-5 ' + `text-sm ${x} font-bold`);",
      '<div className="rounded-lg" />;',
    ].join('\n');
    expect([...classCandidates(code)].sort()).toEqual(['font-bold', 'p-5', 'rounded-lg', 'text-sm']);
  });

  it('finds the widgets’ class lists', () => {
    expect(used.length).toBeGreaterThan(30);
    expect(used).toContain('text-lg font-bold');
  });

  it('has every rule twind would generate at run time for the classes the widgets use', () => {
    const runtime = twind(widgetTwindConfig, virtual());
    for (const classes of used) runtime(classes);
    const missing = runtime.target.filter((rule) => !compiled.includes(rule));
    expect(missing).toEqual([]);
    expect(stringify(runtime.target).length).toBeGreaterThan(1000);
  });

  it('needs no class renamed: twind answers each list with the same classes', () => {
    const runtime = twind(widgetTwindConfig, virtual());
    for (const classes of used) expect(words(runtime(classes))).toEqual(words(classes));
  });

  it('has the :host preflight and sizes in px, not rem', () => {
    expect(compiled).toContain(':host{all:initial;');
    expect(compiled).not.toMatch(/\{[^{}]*\d+rem\b[^{}]*\}/);
    expect(compiled).toContain('{max-width:352px}');
    expect(compiled).toContain('.dark .dark\\:bg-stone-900{');
  });
});
