export type AmountError = 'required' | 'invalid';
export type AmountParse = { ok: true; amount: number } | { ok: false; error: AmountError };

/**
 * A dollar amount as typed: digits, '.' or a single ',' as the separator (Spanish and Arabic keyboards
 * type a comma). Never negative: a minus sign is not a digit. How many decimals an amount may have is
 * the contract's rule (moneySchema), checked after this.
 */
export function parseAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  const normal = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  if (!/^\d{1,12}(?:\.\d+)?$/.test(normal)) return { ok: false, error: 'invalid' };
  // The text itself, not arithmetic on its parts: the nearest number to what was typed, no float drift.
  return { ok: true, amount: Number(normal) };
}
