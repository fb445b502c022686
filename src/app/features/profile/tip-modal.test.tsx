import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../core/contract/users';
import { json } from '../../../core/testing/fake-fetch';
import { me, tipAnswer } from '../../../core/testing/fixtures';
import { render } from '../../testing/render';
import { TipModal } from './tip-modal';

const creator = { ...me, id: 42, alias: 'alice', subscription_amount: 5 } as unknown as PublicUser;

describe('TipModal', () => {
  it('reads the balance again before refusing a tip over the one the session last saw', async () => {
    // The session saw $0 at sign-in; tips and a deposit credited by the watch have arrived since.
    const screen = await render(<TipModal creator={creator} open onClose={() => {}} />, {
      user: { ...me, points: 0 },
      handler: (request) =>
        request.url.pathname.endsWith('/v1/customer/me')
          ? json({ user: { ...me, points: 50 } })
          : json({ error: 'The ledger is busy', code: 'internal' }, 500),
    });
    await screen.user.type(screen.getByLabelText('Tip amount in dollars'), '5');
    await screen.user.click(screen.getByRole('button', { name: 'yes' }));
    await screen.settle();
    expect(screen.requests.map((request) => request.url.pathname)).toEqual([
      '/api/v1/customer/me',
      '/api/v1/customer/subscriber/coffee',
    ]);
    screen.unmount();
  });

  it('has the wallet’s lists read again after a tip, so the transactions page shows it', async () => {
    const screen = await render(<TipModal creator={creator} open onClose={() => {}} />, {
      user: { ...me, points: 50 },
      handler: () => json(tipAnswer(5, 45), 201),
    });
    screen.client.setQueryData(['wallet', 'transactions', 1], { transactions: [], total: 0 });
    await screen.user.type(screen.getByLabelText('Tip amount in dollars'), '5');
    await screen.user.click(screen.getByRole('button', { name: 'yes' }));
    await screen.settle();
    expect(screen.requests.map((request) => request.url.pathname)).toEqual(['/api/v1/customer/subscriber/coffee']);
    expect(screen.client.getQueryState(['wallet', 'transactions', 1])?.isInvalidated).toBe(true);
    screen.unmount();
  });
});
