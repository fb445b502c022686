import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * index.html with its stylesheet's text in a <style> in place of the link: a server-rendered page
 * paints when its HTML arrives instead of a round trip later, behind the chunks the head preloads
 * (on the bench's phone network the link cost about 0.9 s of first paint). `read` gets the file from
 * the link's URL with `base` taken off. A template without the link is returned as it is.
 */
export function inlineStylesheet(template: string, base: string, read: (file: string) => string): string {
  const link = stylesheetLink.exec(template);
  if (!link?.[1]?.startsWith(base)) return template;
  const css = read(link[1].slice(base.length));
  // The text ends the element at the first `</style`; the build's CSS never holds one, and must not.
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds "</style" and cannot be inlined`);
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/** inlineStylesheet over the built app's files. */
export function inlineBuiltStylesheet(template: string, base: string, appDir: string): string {
  return inlineStylesheet(template, base, (file) => readFileSync(resolve(appDir, file), 'utf8'));
}
