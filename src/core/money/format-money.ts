/**
 * '$12.00': amounts are US dollars everywhere (SPEC.md section 9). Written out by hand, the way
 * Intl.NumberFormat('en-US', USD) writes them (the test holds the two together): setting up that
 * formatter loads currency data, which on a slow phone blocks a page for tens of milliseconds.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return usd().format(amount);
  const cents = roundedCents(Math.abs(amount)).toString().padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${whole}.${cents.slice(-2)}`;
}

/**
 * Whole cents, rounded half away from zero from the number's shortest decimal form ('0.015' is 2 cents,
 * though the double just under it would round down), which is how Intl rounds.
 */
function roundedCents(amount: number): bigint {
  if (amount < 0.001) return 0n; // below the third decimal; String() would write an exponent
  if (amount >= 1e21) return BigInt(amount) * 100n; // whole dollars; String() would write an exponent
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const digits = fraction.padEnd(3, '0');
  return BigInt(whole + digits.slice(0, 2)) + (digits.charAt(2) >= '5' ? 1n : 0n);
}

let formatter: Intl.NumberFormat | null = null;
const usd = () => (formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
