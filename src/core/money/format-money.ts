/**
 * A dollar amount as a reader of `lng` writes it: '$12.00', '12,00 $' in German, 'US$ 12,00' in
 * Brazilian Portuguese, '$12.00' in Japanese. Amounts are US dollars everywhere (SPEC.md section 9);
 * only their writing follows the reader. English is written out by hand, the way Intl.NumberFormat
 * en-US USD writes it (the test holds the two together): setting up that formatter loads currency
 * data, which on a slow phone blocks a page for tens of milliseconds, and English pages are most of
 * them. Every other language gets Intl's own formatter, made once when first used.
 */
export function formatMoney(amount: number, lng: string): string {
  if (lng !== 'en' || !Number.isFinite(amount)) return dollarsIn(lng).format(amount);
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

const formatters = new Map<string, Intl.NumberFormat>();
function dollarsIn(lng: string): Intl.NumberFormat {
  let formatter = formatters.get(lng);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' });
    formatters.set(lng, formatter);
  }
  return formatter;
}
