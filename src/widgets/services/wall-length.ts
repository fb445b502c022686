import { supportersLimits } from '../../core/contract/supporter-limits';

const { min, max } = supportersLimits;

/** What the page is told when its `limit` is not one the API accepts. */
export const wallLengthRule = `limit: must be a whole number from ${min} to ${max}`;

/**
 * How many supporters `<cuppa-supporters>` lists: its `limit` attribute, trimmed, a whole number within
 * the API's bounds (5 unless set), or null when the page's value is not one. Checked here, in the wall's
 * own chunk, rather than with every widget's attributes, which load on every page before any interaction.
 */
export function wallLength(limit: string | undefined): number | null {
  if (limit === undefined) return supportersLimits.default;
  const trimmed = limit.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isInteger(number) && number >= min && number <= max ? number : null;
}
