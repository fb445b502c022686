/**
 * Colours as a browser computes them (`rgb(r, g, b)` or `rgba(r, g, b, a)`): the widgets judge the
 * host page's background by them, and a frame picks the text colour that reads on a site's accent.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const COMPUTED_COLOR = /^rgba?\((\d{1,3}), (\d{1,3}), (\d{1,3})(?:, (0|1|0?\.\d+))?\)$/;

/** Only the form getComputedStyle gives; anything else (a keyword, `color(…)`) is null. */
export function parseComputedColor(value: string): Rgba | null {
  const match = COMPUTED_COLOR.exec(value.trim());
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return null;
  return { r, g, b, a: match[4] === undefined ? 1 : Number(match[4]) };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Below mid-grey in perceived lightness (L* 50, luminance 0.18): a dark surface wants dark widgets. */
export const isDarkColor = (color: Rgba): boolean => relativeLuminance(color) < 0.18;

const DARK_TEXT = { r: 29, g: 27, b: 25, a: 1 }; // the app's --text, #1d1b19

/** White or the app's dark text, whichever contrasts more with this background. */
export function readableTextOn(background: Rgba): '#ffffff' | '#1d1b19' {
  const luminance = relativeLuminance(background);
  const withWhite = 1.05 / (luminance + 0.05);
  const withDark = (luminance + 0.05) / (relativeLuminance(DARK_TEXT) + 0.05);
  return withWhite >= withDark ? '#ffffff' : '#1d1b19';
}
