import { cssom, defineConfig, twind, type TwindRule } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';

/**
 * One constructable stylesheet for every widget on the page, adopted by each shadow root: nothing is
 * injected into the host document, and the host page's CSS cannot reach in.
 */
const sheet: CSSStyleSheet | null = typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet();

// Host pages change their root font size; rem would follow it, px does not.
const remToPx = (rule: TwindRule): TwindRule => ({
  ...rule,
  ...(rule.d ? { d: rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * 16}px`) } : {}),
});

export const tw = twind(
  defineConfig({
    presets: [presetTailwind({ disablePreflight: true })],
    darkMode: 'class',
    hash: false,
    // Site owners theme the widgets with custom properties (WIDGETS.md), read here with Cuppa's defaults.
    theme: {
      extend: {
        colors: { accent: 'var(--cuppa-accent, #a34a14)', 'accent-dark': 'var(--cuppa-accent, #f0a46c)' },
        borderRadius: { cuppa: 'var(--cuppa-radius, 999px)' },
      },
    },
    preflight: {
      // Inherited properties do cross into shadow DOM: reset them at the widget's host.
      ':host': {
        all: 'initial',
        display: 'inline-block',
        fontFamily: 'var(--cuppa-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
        fontSize: '16px',
        lineHeight: '1.5',
        color: '#1d1b19',
        textAlign: 'start',
      },
      ':host([hidden])': { display: 'none' },
      '*, ::before, ::after': {
        boxSizing: 'border-box',
        borderWidth: '0',
        borderStyle: 'solid',
        borderColor: 'currentColor',
      },
      'button, input': { font: 'inherit', color: 'inherit', margin: '0', lineHeight: 'inherit' },
      button: { cursor: 'pointer', background: 'transparent', padding: '0' },
      'h1, h2, h3, p': { margin: '0' },
      img: { display: 'block', maxWidth: '100%' },
      '@media (prefers-reduced-motion: reduce)': {
        '*': { transition: 'none !important', animation: 'none !important' },
      },
    },
    finalize: remToPx,
  }),
  cssom(sheet),
);

export function adoptWidgetSheet(root: ShadowRoot): void {
  if (!sheet || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
