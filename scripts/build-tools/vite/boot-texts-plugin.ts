import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const BOOT_TEXTS_PLACEHOLDER = '<!--cuppa-boot-texts-->';

export type BootTexts = Record<string, { loading: string; cannotStart: string }>;

const read = <T>(localesDir: string, language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as T;

/** What the page says before the translations load, in each language, from the locale files. */
export function readBootTexts(localesDir: string): BootTexts {
  const texts: BootTexts = {};
  for (const language of readdirSync(localesDir)) {
    const common = read<{ actions: { loading: string } }>(localesDir, language, 'common');
    const app = read<{ boot: { cannotStart: string } }>(localesDir, language, 'app');
    texts[language] = { loading: common.actions.loading, cannotStart: app.boot.cannotStart };
  }
  return texts;
}

/**
 * Writes the boot texts into index.html as JSON, so the splash's label and a failed start read in the
 * reader's language although the translations (loaded by the app's code) are not there yet.
 */
export function bootTextsPlugin(localesDir: string): Plugin {
  return {
    name: 'cuppa-boot-texts',
    transformIndexHtml(html) {
      if (!html.includes(BOOT_TEXTS_PLACEHOLDER)) return html;
      // '<' escaped: no text can close the script element early.
      const json = JSON.stringify(readBootTexts(localesDir)).replace(/</g, '\\u003c');
      return html.replace(
        BOOT_TEXTS_PLACEHOLDER,
        () => `<script type="application/json" id="boot-texts">${json}</script>`,
      );
    },
  };
}
