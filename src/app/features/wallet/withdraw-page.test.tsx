import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { encodeBase58 } from '../../../core/contract/solana-address';
import { json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { WithdrawPage } from './withdraw-page';

const address = encodeBase58(new Uint8Array(32).fill(5));
const pending = {
  id: 7,
  type: 'withdraw',
  direction: 'out',
  amount: 5,
  coin: 'usdc',
  fee: 0.26,
  status: 'pending',
  counterparty: null,
  address,
  hash: null,
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('WithdrawPage', () => {
  it('keeps the entries and the idempotency key across a failed send, then shows the pending withdrawal', async () => {
    let failNext = true;
    const withdrawals: RecordedRequest[] = [];
    const quotes: RecordedRequest[] = [];
    const screen = await render(<WithdrawPage />, {
      route: '/settings/withdraw',
      handler: (request) => {
        const path = request.url.pathname;
        if (path.endsWith('/cuppa-balance')) return json({ balance: 20, address: null, withdraw_minimum: 5 });
        if (path.endsWith('/solana-balance')) return json({ balance: 0, address: null });
        if (path.endsWith('/withdraw-solana/quote')) {
          quotes.push(request);
          return json({ amount: 5, fee: 0.26, receive: 4.74 });
        }
        if (path.endsWith('/withdraw-solana')) {
          withdrawals.push(request);
          if (failNext) {
            failNext = false;
            return json({ error: 'The chain gateway is down', code: 'internal' }, 500);
          }
          return json({ transaction: pending, points: 15 }, 201);
        }
        if (path.endsWith('/transaction/7')) return json({ transaction: { ...pending, status: 'completed' } });
        return json({ error: 'Not found', code: 'not_found' }, 404);
      },
    });
    const { user } = screen;
    expect(await screen.findByText('Available: $20.00')).toBeInTheDocument();

    const amount = screen.getByLabelText('Amount (US dollars)');
    const destination = screen.getByLabelText('Solana address');
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
      // Before confirming: the fee the chain takes from the amount, and the USDC the address receives.
      expect(dialog).toHaveTextContent('Network fee−$0.26');
      expect(dialog).toHaveTextContent('The address receives4.74 USDC');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      await screen.settle();
    };

    // Less than the minimum the API reports with the balance is refused before any call.
    await user.type(amount, '4.99');
    await user.type(destination, address);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum withdrawal is $5.00')).toBeInTheDocument();
    expect(quotes).toHaveLength(0);
    await user.clear(amount);
    await user.clear(destination);

    await user.type(amount, '5');
    await user.type(destination, address);
    await send();
    expect(screen.container).toHaveTextContent('The chain gateway is down');
    expect(amount).toHaveValue('5');
    expect(destination).toHaveValue(address);

    await send();
    expect(withdrawals).toHaveLength(2);
    const [first, second] = withdrawals;
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(JSON.parse(second?.body ?? '{}')).toEqual({ amount: 5, address });
    expect(quotes[0]?.url.searchParams.get('amount')).toBe('5');
    expect(quotes[0]?.url.searchParams.get('address')).toBe(address);
    expect(screen.getByRole('region', { name: 'Withdrawal requested' })).toHaveTextContent('−$5.00');
    expect(amount).toHaveValue('');

    screen.unmount();
  });
});
