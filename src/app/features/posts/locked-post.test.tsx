import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../core/contract/posts';
import { creator, me } from '../../../core/testing/fixtures';
import { json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { LockedPost } from './locked-post';

const post: Post = {
  id: 41,
  creator,
  text: null,
  media: [],
  media_count: 1,
  visibility: 'paid',
  price: 3,
  locked: true,
  likes: 0,
  liked: false,
  comments_count: 0,
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('LockedPost', () => {
  it('pays the price it showed; when the post costs another now, shows that and pays it only on a second press', async () => {
    const unlocks: RecordedRequest[] = [];
    const screen = await render(<LockedPost post={post} />, {
      user: me,
      handler: (request) => {
        if (!request.url.pathname.endsWith('/subscriber/post')) return json({ user: me });
        unlocks.push(request);
        const { amount } = JSON.parse(request.body ?? '{}') as { amount: number };
        if (amount !== 4) {
          return json({ error: 'The price of this post is now $4.00', code: 'price_changed', price: 4 }, 409);
        }
        return json({ post: { ...post, price: 4, locked: false, text: 'Open' }, points: 96 });
      },
    });
    const { user } = screen;
    await user.click(screen.getByRole('button', { name: 'Unlock for $3.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlock this post' });
    expect(dialog).toHaveTextContent('$3.00 will be paid from your balance to Alice L.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $3.00' }));
    await screen.settle();

    expect(JSON.parse(unlocks[0]?.body ?? '')).toEqual({ post_id: 41, coin: 'solana', amount: 3 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The price of this post changed to $4.00. Pay the new price to unlock it.',
    );
    expect(dialog).toHaveTextContent('$4.00 will be paid from your balance to Alice L.');
    expect(unlocks).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Pay $4.00' }));
    await screen.settle();
    expect(JSON.parse(unlocks[1]?.body ?? '')).toEqual({ post_id: 41, coin: 'solana', amount: 4 });
    expect(unlocks[1]?.headers.get('Idempotency-Key')).not.toBe(unlocks[0]?.headers.get('Idempotency-Key'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
