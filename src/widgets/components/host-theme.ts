import { isDarkColor, parseComputedColor } from '../../core/theme/color';

export type PageTheme = 'light' | 'dark';

/** The element's parent, out of a shadow root to its host; null past the root element. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** A page that names one scheme (`color-scheme: dark`, `only light`) has said what it is. */
function namedScheme(colorScheme: string): PageTheme | null {
  const words = colorScheme.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (light === dark) return null;
  return dark ? 'dark' : 'light';
}

/**
 * What the host page looks like where the element sits (WIDGETS.md, theme `auto`): the `color-scheme`
 * it computes to, else the first background colour behind it. Null when the page leaves it to the
 * system: `color-scheme: light dark` over no background of its own, or an image behind the element,
 * whose lightness cannot be read. A page with neither paints the browser's white canvas: light.
 */
export function pageThemeAt(element: Element): PageTheme | null {
  const colorScheme = getComputedStyle(element).colorScheme || 'normal';
  const named = namedScheme(colorScheme);
  if (named) return named;
  for (let current: Element | null = element; current; current = parentOf(current)) {
    const style = getComputedStyle(current);
    const color = parseComputedColor(style.backgroundColor);
    if (color && color.a >= 0.5) return isDarkColor(color) ? 'dark' : 'light';
    if (style.backgroundImage && style.backgroundImage !== 'none') return null;
  }
  return colorScheme.split(/\s+/).includes('dark') ? null : 'light';
}

/**
 * Calls back when the page may have changed its look: a class, style or data attribute on the root or
 * the body (a theme switch), or the system's preference. Cheap enough for every widget on a page.
 */
export function watchPageLook(doc: Document, onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  const options = { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-bs-theme'] };
  observer.observe(doc.documentElement, options);
  if (doc.body) observer.observe(doc.body, options);
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}
