import { isSolanaAddress } from '../../../core/contract/solana-address';
import { parseAmount } from '../../utils/parse-amount';

export type WithdrawAmountError = 'required' | 'invalid' | 'decimals' | 'positive' | 'tooMuch';
export type WithdrawAddressError = 'required' | 'invalid';
export interface WithdrawErrors {
  amount?: WithdrawAmountError;
  address?: WithdrawAddressError;
}
export type WithdrawCheck = { ok: true; amount: number; address: string } | { ok: false; errors: WithdrawErrors };

/**
 * A withdrawal: more than $0, at most 2 decimals, no more than the balance, to a real Solana address
 * (base58 of 32 bytes). The server checks all of it again.
 */
export function checkWithdraw(input: { amount: string; address: string }, balance: number): WithdrawCheck {
  const errors: WithdrawErrors = {};
  const parsed = parseAmount(input.amount);
  if (!parsed.ok) errors.amount = parsed.error;
  else if (parsed.amount <= 0) errors.amount = 'positive';
  else if (parsed.amount > balance) errors.amount = 'tooMuch';
  const address = input.address.trim();
  if (!address) errors.address = 'required';
  else if (!isSolanaAddress(address)) errors.address = 'invalid';
  if (errors.amount || errors.address || !parsed.ok) return { ok: false, errors };
  return { ok: true, amount: parsed.amount, address };
}
