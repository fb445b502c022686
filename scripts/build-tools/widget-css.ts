import { stringify, twind, virtual } from '@twind/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { widgetTwindConfig } from '../../src/widgets/styles/twind-config.ts';

const widgetsDir = fileURLToPath(new URL('../../src/widgets/', import.meta.url));
const runtimeTw = join(widgetsDir, 'styles/tw.ts');
const prebuiltTw = join(widgetsDir, 'styles/tw.prebuilt.ts');
const CSS_MODULE = 'virtual:cuppa-widget-css';

/**
 * Every word of the code's string and template literals, where the widgets write their classes: a
 * word of a comment or a name in the code ('shadow', 'container', zod's 'transform') is no class, yet
 * twind would build its rule for every page's first load. Like Tailwind's content scan, it still finds
 * more than the classes; twind ignores the rest.
 */
export function classCandidates(code: string): Set<string> {
  const words = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const word of node.text.split(/[\s"'`{}<>,;]+/)) if (word.length > 0 && word.length < 100) words.add(word);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('widget.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return words;
}

/** The stylesheet twind builds at run time for these classes: preflight first, then rules in its order. */
export function compileWidgetCss(candidates: Iterable<string>): string {
  const tw = twind(widgetTwindConfig, virtual());
  // Most candidates are not classes, and twind warns of each (in Node, as a process warning).
  const warn = process.emitWarning;
  process.emitWarning = () => undefined;
  try {
    for (const candidate of candidates) {
      try {
        tw(candidate);
      } catch {
        // not a class twind can read
      }
    }
  } finally {
    process.emitWarning = warn;
  }
  return stringify(tw.target);
}

/** The widgets' own source files (not their tests or stories): every class they use is written out there. */
export function widgetSources(): string[] {
  return readdirSync(widgetsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(widgetsDir, file));
}

/**
 * For the widgets' build: swaps the run-time CSS generator (tw.ts) for tw.prebuilt.ts, whose stylesheet
 * is compiled here from the class candidates of the widgets' source files.
 */
export function prebuiltWidgetCss(): Plugin {
  return {
    name: 'cuppa-prebuilt-widget-css',
    enforce: 'pre', // ahead of Vite's own resolver, which would answer for tw.ts first
    async resolveId(id, importer, options) {
      if (id === CSS_MODULE) return `\0${CSS_MODULE}`;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === runtimeTw ? prebuiltTw : null;
    },
    load(id) {
      if (id !== `\0${CSS_MODULE}`) return null;
      const candidates = new Set<string>();
      for (const file of widgetSources()) {
        this.addWatchFile(file);
        for (const candidate of classCandidates(readFileSync(file, 'utf8'))) candidates.add(candidate);
      }
      return `export default ${JSON.stringify(compileWidgetCss(candidates))};`;
    },
  };
}
