/**
 * API.md: a tip is 1..10000 whole dollars. A file of its own, with no zod, so the widgets' crypto tab can
 * ask no more than the balance tab without bundling the money schemas.
 */
export const tipLimits = { min: 1, max: 10_000 } as const;

/** API.md: the optional message a tipper sends the creator, in characters (not UTF-16 units). */
export const tipMessageMaxLength = 280;

/** WIDGETS.md: the amounts the tip form offers beside its own field, unless a creator names theirs. */
export const defaultTipPresets: readonly number[] = [3, 5, 10];

/** The length a reader sees: an emoji is one character, as a counter beside the field shows it. */
export function characterCount(text: string): number {
  return [...text].length;
}
