/** USDC has 6 decimals; the API counts integer cents: one cent is 10^4 base units. */
export const UNITS_PER_CENT = 10_000n;

/** Base units to whole cents, rounded down: sub-cent dust is never credited (it stays on chain). */
export function unitsToCents(units: bigint): number {
  if (units <= 0n) return 0;
  const cents = units / UNITS_PER_CENT;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Amount out of range: ${units} base units`);
  return Number(cents);
}

export function centsToUnits(cents: number): bigint {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`Not a positive whole number of cents: ${cents}`);
  return BigInt(cents) * UNITS_PER_CENT;
}
