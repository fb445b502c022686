export type AmountError = 'required' | 'invalid' | 'decimals';
export type AmountParse = { ok: true; amount: number } | { ok: false; error: AmountError };

/**
 * A dollar amount as typed: digits with at most 2 decimals, '.' or a single ',' as the separator
 * (Spanish and Arabic keyboards type a comma). Never negative: a minus sign is not a digit.
 */
export function parseAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  const normal = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(normal);
  if (!match) return { ok: false, error: 'invalid' };
  if ((match[2] ?? '').length > 2) return { ok: false, error: 'decimals' };
  // Integer cents first, so 0.1 + 0.2 style float error never reaches the amount.
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return { ok: true, amount: cents / 100 };
}
