/** How an amount's cents are written. */
export interface MoneyStyle {
  /**
   * 'always' (the default): '$1.00', as balances and prices are shown. 'ifAny': a whole amount without
   * its cents, '$1', '10.000 $', as a rule or a limit names whole dollars ('The minimum tip amount is
   * $1', SPEC.md section 5); '$1.50' keeps them. Whole is whole once rounded to cents, as Intl's
   * `trailingZeroDisplay: 'stripIfInteger'` decides (the test holds the two together).
   */
  cents?: 'always' | 'ifAny';
}

/**
 * A dollar amount as a reader of `lng` writes it: '$12.00', '12,00 $' in German, 'US$ 12,00' in
 * Brazilian Portuguese, '$12.00' in Japanese. Amounts are US dollars everywhere (SPEC.md section 9);
 * only their writing follows the reader. English is written out by hand, the way Intl.NumberFormat
 * en-US USD writes it (the test holds the two together): setting up that formatter loads currency
 * data, which on a slow phone blocks a page for tens of milliseconds, and English pages are most of
 * them. Every other language gets Intl's own formatter, made once when first used.
 */
export function formatMoney(amount: number, lng: string, { cents = 'always' }: MoneyStyle = {}): string {
  const finite = Number.isFinite(amount);
  const rounded = finite ? roundedCents(Math.abs(amount)) : 0n;
  const whole = cents === 'ifAny' && finite && rounded % 100n === 0n;
  if (lng !== 'en' || !finite) return dollarsIn(lng, whole).format(amount);
  const digits = rounded.toString().padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${dollars}${whole ? '' : `.${digits.slice(-2)}`}`;
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

/** One formatter per language and way of writing cents, each made when first used. */
const formatters = new Map<string, Intl.NumberFormat>();
function dollarsIn(lng: string, whole: boolean): Intl.NumberFormat {
  const key = whole ? `${lng} whole` : lng;
  let formatter = formatters.get(key);
  if (!formatter) {
    // An amount that is whole once rounded to cents, so no digit after the point is lost.
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    formatter = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', ...digits });
    formatters.set(key, formatter);
  }
  return formatter;
}
