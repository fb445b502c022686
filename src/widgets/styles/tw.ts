import { cssom, twind } from '@twind/core';
import { widgetTwindConfig } from './twind-config';

/**
 * One constructable stylesheet for every widget on the page, adopted by each shadow root: nothing is
 * injected into the host document, and the host page's CSS cannot reach in. This copy generates the
 * rules as classes are first used (development, tests, Storybook, the app); the widgets' build swaps in
 * tw.prebuilt.ts, the same rules compiled ahead of time.
 */
const sheet: CSSStyleSheet | null = typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet();

export const tw = twind(widgetTwindConfig, cssom(sheet));
export function adoptWidgetSheet(root: ShadowRoot): void {
  if (!sheet || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
