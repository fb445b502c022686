import css from 'virtual:cuppa-widget-css';

/**
 * The widgets' build uses this in place of tw.ts (scripts/build-tools/widget-css.ts): the same one constructable
 * stylesheet, its rules compiled by twind at build time from the classes in the widgets' code. A page
 * then runs no CSS generator, which on a slow phone was the longest part of a widget's first render.
 */
const sheet: CSSStyleSheet | null = typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet();
let filled = false;

/** twind (hash off) answers a class list with the same classes; their rules are in the sheet already. */
export const tw = (className: string): string => className;

export function adoptWidgetSheet(root: ShadowRoot): void {
  if (!sheet || root.adoptedStyleSheets.includes(sheet)) return;
  if (!filled) {
    sheet.replaceSync(css);
    filled = true;
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
