import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { matchLanguage, supportedLanguages } from '../../../src/core/i18n/languages.ts';

export const BOOT_TEXTS_PLACEHOLDER = '<!--cuppa-boot-texts-->';

export type BootTexts = Record<string, { loading: string; cannotStart: string }>;

const read = <T>(localesDir: string, language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as T;

/** What the page says before the translations load, in each language, from the locale files. */
export function readBootTexts(localesDir: string): BootTexts {
  const texts: BootTexts = {};
  for (const language of supportedLanguages) {
    const common = read<{ actions: { loading: string } }>(localesDir, language, 'common');
    const app = read<{ boot: { cannotStart: string } }>(localesDir, language, 'app');
    texts[language] = { loading: common.actions.loading, cannotStart: app.boot.cannotStart };
  }
  return texts;
}

/**
 * The splash's language before i18next runs: i18next's detection order (src/core/i18n/create-i18n.ts),
 * each candidate matched to a shipped language by the app's own rule (matchLanguage, written out here).
 * Storage denied or no boot texts: the splash keeps its English label.
 */
const pickLanguage = `(function (match) {
  try {
    var texts = JSON.parse(document.getElementById('boot-texts').textContent);
    var tags = Object.keys(texts);
    var cookie = /(?:^|; )i18next=([^;]*)/.exec(document.cookie);
    var candidates = [
      new URLSearchParams(location.search).get('lng'),
      cookie && decodeURIComponent(cookie[1]),
      localStorage.getItem('i18nextLng'),
      sessionStorage.getItem('i18nextLng'),
    ].concat(navigator.languages || []);
    for (var i = 0; i < candidates.length; i++) {
      var lng = match(candidates[i], tags);
      if (lng) {
        document.documentElement.lang = lng;
        document.getElementById('splash').setAttribute('aria-label', texts[lng].loading);
        return;
      }
    }
  } catch (error) {}
})(${matchLanguage.toString()});`;

/**
 * Writes the boot texts into index.html as JSON, and the script that picks one, so the splash's label
 * and a failed start read in the reader's language although the translations (loaded by the app's
 * code) are not there yet.
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
        () => `<script type="application/json" id="boot-texts">${json}</script>\n    <script>${pickLanguage}</script>`,
      );
    },
  };
}
