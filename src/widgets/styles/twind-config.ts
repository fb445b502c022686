import { defineConfig, type TwindRule } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';
// A full file name: the widgets' Vite config imports this module, and Vite's config loader resolves no other.
import { breakpoints } from '../../core/theme/breakpoints.ts';

// Host pages change their root font size; rem would follow it, px does not.
const remToPx = (rule: TwindRule): TwindRule => ({
  ...rule,
  ...(rule.d ? { d: rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * 16}px`) } : {}),
});

/** The widgets' twind setup: the sheet at run time (tw.ts) and the one compiled at build time share it. */
export const widgetTwindConfig = defineConfig({
  presets: [presetTailwind({ disablePreflight: true })],
  darkMode: 'class',
  hash: false,
  // Site owners theme the widgets with custom properties (WIDGETS.md), read here with Cuppa's defaults.
  theme: {
    // SPEC.md's breakpoints in place of Tailwind's (sm 640, lg 1024…): `sm:` means 576 px here too.
    screens: Object.fromEntries(
      Object.entries(breakpoints)
        .filter(([, width]) => width > 0)
        .map(([name, width]) => [name, `${width}px`]),
    ),
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
});
