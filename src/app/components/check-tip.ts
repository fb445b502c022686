import { tipAmountSchema, tipMessageSchema } from '../../core/contract/money';
import { checkValue } from '../../core/forms/contract-check';

/**
 * The tip as typed, checked with the API's own rule (SPEC.md's words, API.md's ceiling). A blank or
 * unreadable entry is no number at all, which the rule calls "Please enter your tip".
 */
/**
 * SPEC.md section 5: the tip input coerces what is typed to a whole number on change ('2.5' reads '2'),
 * so the form shows the amount it would send. Text that is no number yet ('' or '-') stays as typed.
 */
export function wholeTipEntry(text: string): string {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? text : String(Math.trunc(value));
}

export function checkTipEntry(text: string) {
  return checkValue(tipAmountSchema, text.trim() === '' ? undefined : Number(text));
}

/** The optional note to the creator, with the API's own rule: what the form lets through, the API keeps. */
export function checkTipMessage(text: string) {
  return checkValue(tipMessageSchema, text);
}
