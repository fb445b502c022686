const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$12.00': amounts are US dollars everywhere (SPEC.md section 9). */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
