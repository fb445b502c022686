import { withdrawRequestSchema } from '../../../core/contract/money';
import { checkFields } from '../../../core/forms/contract-check';
import type { RuleKey } from '../../../core/i18n/issue-key';
import { parseAmount } from '../../utils/parse-amount';

/** The form's own words beside the contract's: text that is no amount, more than the balance, less than the minimum. */
export type WithdrawFormError = 'invalid' | 'tooMuch' | 'belowMinimum';
export interface WithdrawErrors {
  amount?: RuleKey | WithdrawFormError;
  address?: RuleKey;
}
export type WithdrawCheck = { ok: true; amount: number; address: string } | { ok: false; errors: WithdrawErrors };

const fields = ['amount', 'address'] as const;

/**
 * A withdrawal as typed, checked with the API's own rule (more than $0, at most 2 decimals, a real
 * Solana address), then against the balance and the minimum the API configures (read with the balance).
 */
export function checkWithdraw(input: { amount: string; address: string }, balance: number, minimum = 0): WithdrawCheck {
  const parsed = parseAmount(input.amount);
  const body = { amount: parsed.ok ? parsed.amount : undefined, address: input.address };
  const check = checkFields(withdrawRequestSchema, body, fields);
  const errors: WithdrawErrors = check.ok ? {} : { ...check.errors };
  if (!parsed.ok && parsed.error === 'invalid') errors.amount = 'invalid';
  else if (!errors.amount && parsed.ok && parsed.amount < minimum) errors.amount = 'belowMinimum';
  else if (!errors.amount && parsed.ok && parsed.amount > balance) errors.amount = 'tooMuch';
  if (!check.ok || errors.amount) return { ok: false, errors };
  return { ok: true, amount: check.value.amount, address: check.value.address };
}
