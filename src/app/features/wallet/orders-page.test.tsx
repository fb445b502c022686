import { describe, expect, it } from 'vitest';
import { json } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { me } from '../../../core/testing/fixtures';
import { OrdersPage } from './orders-page';

const transaction = (id: number) => ({
  id,
  type: 'recharge',
  direction: 'in',
  amount: 5,
  coin: 'usdc',
  fee: null,
  status: 'completed',
  counterparty: null,
  address: null,
  hash: null,
  created_at: '2026-03-01T10:00:00Z',
});

describe('OrdersPage past its last page', () => {
  it('shows the last page, not “No transactions yet.” beside the count', async () => {
    const seen: string[] = [];
    const screen = await render(<OrdersPage />, {
      user: me,
      route: '/settings/orders?page=9',
      handler: (request) => {
        const page = request.url.searchParams.get('page') ?? '1';
        seen.push(page);
        return json({ transactions: page === '2' ? [transaction(1), transaction(2)] : [], total: 12 });
      },
    });
    await screen.findByText('Page 2 of 2');
    expect(screen.router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No transactions yet.')).not.toBeInTheDocument();
    expect(seen).toEqual(['9', '2']);
    screen.unmount();
  });
});
