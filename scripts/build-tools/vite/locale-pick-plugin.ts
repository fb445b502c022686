import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale/';

type Tree = { [key: string]: unknown };

/**
 * The texts at `paths` of one locale file: a section, or one text; a counted text's plural forms come
 * with it (`creator.postsCount` brings `postsCount_one`, `postsCount_other`).
 */
export function pickTexts(texts: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() ?? '';
    let from: unknown = texts;
    let to = picked;
    for (const part of parts) {
      from = (from as Tree | undefined)?.[part];
      to = (to[part] ??= {}) as Tree;
    }
    const node = from as Tree | undefined;
    const keys = Object.keys(node ?? {}).filter((key) => key === last || key.startsWith(`${last}_`));
    if (keys.length === 0) throw new Error(`no text ${path}`);
    for (const key of keys) to[key] = node?.[key];
  }
  return picked;
}

/**
 * `virtual:locale/<lng>/<ns>/<path>,<path>…`: only those texts of locales/<lng>/<ns>.json. A JSON import
 * brings whole sections, and the widgets' English would carry every dialog's texts before anyone opens
 * a dialog; this way what a widget shows at once and what its dialogs add come in their own chunks.
 */
export function localePickPlugin(localesDir: string): Plugin {
  return {
    name: 'cuppa-locale-pick',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lng = '', ns = '', paths = ''] = id.slice(PREFIX.length + 1).split('/');
      const file = join(localesDir, lng, `${ns}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      return `export default ${JSON.stringify(pickTexts(texts, paths.split(',')))};`;
    },
  };
}
