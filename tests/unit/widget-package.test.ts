// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWidgetDocs } from '../../scripts/build-tools/widget-package/read-widget-docs';
import { cuppaEventNames } from '../../src/core/events/cuppa-events';
import { attributesOf, widgetTags, type WidgetTag } from '../../src/widgets/table/widget-tags';
import { widgetViews } from '../../src/widgets/runtime/widget-views';
import { consumerDir, installedDir, packAndInstall, root } from '../support/packed-widgets';

const tsc = join(consumerDir, '../../node_modules/typescript/bin/tsc');

/** tsc over the consumer project: its diagnostics, or '' when it type-checks. */
function typeCheck(project: string): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', join(consumerDir, project)], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return (error as { stdout: string }).stdout || String(error);
  }
}

interface Manifest {
  modules: {
    declarations: {
      tagName: string;
      attributes: { name: string }[];
      events: { name: string; type: { text: string } }[];
      cssParts: { name: string }[];
      cssProperties: { name: string }[];
    }[];
    exports: { kind: string; name: string }[];
  }[];
}

/** Every file an `exports` map names, however deep its conditions go. */
const exportTargets = (exports: unknown): string[] =>
  typeof exports === 'string' ? [exports] : Object.values(exports as object).flatMap(exportTargets);

describe('the widget package, packed and installed into a TypeScript + React project', () => {
  let files: string[] = [];
  let packed: string[] = [];
  beforeAll(() => {
    ({ files, packed } = packAndInstall());
  }, 180_000);

  it('is publishable: not private, MIT, from its folder of the repository, public on the registry', () => {
    const manifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: { url: string } };
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository).toEqual({ type: 'git', url: project.repository.url, directory: 'packages/widgets' });
    expect(manifest.publishConfig).toEqual({ access: 'public' });
    // The license text itself ships, the repository's own.
    expect(packed).toContain('LICENSE');
    expect(readFileSync(join(installedDir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
  });

  it('ships every file its exports and types name, and nothing of the repository besides', () => {
    const manifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8')) as {
      types: string;
      exports: unknown;
      sideEffects: string[];
    };
    const targets = [manifest.types, ...exportTargets(manifest.exports)].map((path) => path.replace(/^\.\//, ''));
    expect(targets).toEqual(expect.arrayContaining(['dist/index.d.ts', 'dist/react.js', 'dist/cuppa.js']));
    for (const target of targets) expect(packed, target).toContain(target);
    expect(packed.filter((path) => !path.startsWith('dist/')).sort()).toEqual(['LICENSE', 'README.md', 'package.json']);
    // The loader defines the elements as it runs: a bundler must not drop `import '@cuppa/widgets/cuppa.js'`.
    expect(manifest.sideEffects).toContain('./dist/cuppa.js');
  });

  it('holds the bundle, the manifest, the types and the React wrappers', () => {
    expect(files).toEqual(
      expect.arrayContaining(['cuppa.js', 'chunks', 'custom-elements.json', 'index.d.ts', 'react.js', 'react.d.ts']),
    );
    const manifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.customElements).toBe('dist/custom-elements.json');
  });

  it('type-checks correct use: wrappers, elements in JSX, querySelector and typed events', () => {
    expect(typeCheck('tsconfig.json')).toBe('');
  }, 120_000);

  it('refuses a misspelt attribute, on the wrapper and on the element', () => {
    const errors = typeCheck('tsconfig.misspelt.json');
    const lines = [
      ...errors.matchAll(/misspelt\.tsx\((\d+),\d+\): error TS\d+: .*\n\s+Property 'cretor' does not exist/g),
    ];
    expect(
      lines.map((match) => match[1]),
      errors,
    ).toEqual(['4', '5']);
  }, 120_000);

  it('lists in custom-elements.json every tag, attribute, event and part of widget-tags.ts', () => {
    const manifest = JSON.parse(readFileSync(join(installedDir, 'dist/custom-elements.json'), 'utf8')) as Manifest;
    const [module] = manifest.modules;
    const documented = readWidgetDocs().widgets;
    expect(module!.declarations.map((element) => element.tagName).sort()).toEqual(Object.keys(widgetTags).sort());
    expect(module!.exports.map((entry) => entry.name).sort()).toEqual(Object.keys(widgetTags).sort());
    for (const element of module!.declarations) {
      const tag = element.tagName as WidgetTag;
      const source = documented.find((widget) => widget.tag === tag)!;
      const names = (list: { name: string }[]) => list.map((entry) => entry.name).sort();
      expect(names(element.attributes), tag).toEqual([...attributesOf(tag)].sort());
      expect(names(element.events), tag).toEqual(names(source.events));
      expect(names(element.cssParts), tag).toEqual(names(source.cssParts));
      expect(names(element.cssProperties), tag).toEqual(names(source.cssProperties));
      // A required attribute in the docs is one the runtime refuses to render without.
      const required = source.attributes.filter((attribute) => attribute.required).map((attribute) => attribute.name);
      expect(required, tag).toEqual(widgetViews[`${tag}-view`].needsCreator ? ['creator'] : []);
      for (const event of element.events) expect(cuppaEventNames).toContain(event.name);
      for (const event of element.events) expect(event.type.text).toMatch(/^CustomEvent<\{ .+ \}>$/);
    }
    // Every event the code fires, fired by some element.
    expect(new Set(module!.declarations.flatMap((element) => element.events.map((event) => event.name)))).toEqual(
      new Set(cuppaEventNames),
    );
  }, 60_000);
});
