import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../../core/contract/solana-address';
import { explorerAddressUrl, explorerTxUrl } from './explorer';
import { parseAmount } from '../../utils/parse-amount';
import { checkHash } from './validate-hash-form';
import { withdrawRequestSchema } from '../../../core/contract/money';
import { issueKey } from '../../../core/i18n/issue-key';
import { checkWithdraw } from './withdraw-check';

const address = encodeBase58(new Uint8Array(32).fill(7));

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['0.1', 0.1],
    ['10.55', 10.55],
    ['4,50', 4.5],
    ['0', 0],
    // How many decimals is the contract's rule, checked after reading (see checkWithdraw).
    ['10.555', 10.555],
  ])('reads %j as %j', (text, amount) => {
    expect(parseAmount(text)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['-5', 'invalid'],
    ['1e3', 'invalid'],
    ['12.', 'invalid'],
    ['1,000.50', 'invalid'],
    ['abc', 'invalid'],
  ])('refuses %j with %s', (text, error) => {
    expect(parseAmount(text)).toEqual({ ok: false, error });
  });
});

describe('checkWithdraw', () => {
  it('accepts an amount within the balance to a real address', () => {
    expect(checkWithdraw({ amount: '25', address: ` ${address} ` }, 25)).toEqual({ ok: true, amount: 25, address });
  });

  it.each([
    [
      { amount: '', address: '' },
      { amount: 'rules.amountRequired', address: 'rules.addressRequired' },
    ],
    [{ amount: '0', address }, { amount: 'rules.amountPositive' }],
    [{ amount: '1.001', address }, { amount: 'rules.amountDecimals' }],
    [{ amount: '5', address: '0x12ab' }, { address: 'rules.addressInvalid' }],
    // Base58 text of the right length that does not decode to 32 bytes is not an address either.
    [{ amount: '5', address: encodeBase58(new Uint8Array(33).fill(200)) }, { address: 'rules.addressInvalid' }],
  ])('refuses %j as the API would, with the same message', (input, errors) => {
    expect(checkWithdraw(input, 25)).toEqual({ ok: false, errors });
    // The body the form would send, through the schema the API parses it with.
    const amount = parseAmount(input.amount);
    const body = { amount: amount.ok ? amount.amount : undefined, address: input.address };
    const server: Record<string, string> = {};
    for (const issue of withdrawRequestSchema.safeParse(body).error?.issues ?? []) {
      server[String(issue.path[0])] ??= issueKey(issue);
    }
    expect(server).toEqual(errors);
  });

  it.each([
    [{ amount: 'ten', address }, { amount: 'invalid' }],
    [{ amount: '25.01', address }, { amount: 'tooMuch' }],
  ])('refuses %j with its own words where the API has no rule (text, the balance)', (input, errors) => {
    expect(checkWithdraw(input, 25)).toEqual({ ok: false, errors });
  });

  it('refuses less than the minimum the API reports, and takes the minimum itself', () => {
    expect(checkWithdraw({ amount: '4.99', address }, 25, 5)).toEqual({
      ok: false,
      errors: { amount: 'belowMinimum' },
    });
    expect(checkWithdraw({ amount: '5', address }, 25, 5)).toEqual({ ok: true, amount: 5, address });
  });
});

describe('checkHash', () => {
  it('follows the contract: required, base58, at most 128 characters', () => {
    expect(checkHash(' ')).toBe('required');
    expect(checkHash('0OIl')).toBe('chars');
    expect(checkHash('a'.repeat(129))).toBe('long');
    expect(checkHash(encodeBase58(new Uint8Array(64).fill(9)))).toBeNull();
  });
});

describe('explorer links', () => {
  it('links signatures and addresses, and nothing the chain cannot know', () => {
    const signature = encodeBase58(new Uint8Array(64).fill(3));
    expect(explorerTxUrl(signature)).toBe(`https://explorer.solana.com/tx/${signature}`);
    expect(explorerTxUrl('demo-welcome-deposit')).toBeNull();
    expect(explorerTxUrl(null)).toBeNull();
    expect(explorerAddressUrl(address)).toBe(`https://explorer.solana.com/address/${address}`);
    expect(explorerAddressUrl('not-an-address')).toBeNull();
  });
});
