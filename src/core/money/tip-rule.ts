import type { tipMessages } from '../contract/money';

export type TipError = keyof typeof tipMessages;
export type TipCheck = { ok: true; tip: number } | { ok: false; error: TipError };

/** The translation key of a tip error; English texts equal contract/money's `tipMessages`. */
export const tipErrorKey = (error: TipError) => `tip.errors.${error}` as const;

/** SPEC.md section 5: required, at least $1, whole dollars only. Accepts the raw input text too. */
export function checkTip(value: string | number | null | undefined): TipCheck {
  if (value === null || value === undefined) return { ok: false, error: 'required' };
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return { ok: false, error: 'required' };
  const tip = Number(text);
  if (!Number.isFinite(tip)) return { ok: false, error: 'required' };
  if (tip < 1) return { ok: false, error: 'min' };
  if (!Number.isInteger(tip)) return { ok: false, error: 'whole' };
  return { ok: true, tip };
}
