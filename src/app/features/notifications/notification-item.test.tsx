import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../core/contract/notifications';
import { creator } from '../../../core/testing/fixtures';
import { render } from '../../testing/render';
import { NotificationItem } from './notification-item';

const ended: Notification = {
  id: 7,
  type: 'subscription_ended',
  reason: 'unpaid',
  actor: creator,
  amount: 5,
  read: true,
  created_at: '2026-01-02T03:04:05.000Z',
};

const sentence = async (note: Notification) => {
  const view = await render(
    <ul>
      <NotificationItem note={note} onRead={() => {}} busy={false} />
    </ul>,
  );
  const text = view.container.querySelector('.notification-body p')?.textContent;
  view.unmount();
  return text;
};

describe('NotificationItem', () => {
  it('says why a subscription ended: the balance, or a creator who takes no more subscriptions, named or closed', async () => {
    expect(await sentence(ended)).toBe(
      'Your subscription to Alice L has ended: your balance could not pay its renewal $5.00',
    );
    // A creator gone asks for no price (the API sends none).
    const gone: Notification = { ...ended, reason: 'creator_gone', amount: undefined };
    expect(await sentence(gone)).toBe('Your subscription to Alice L has ended: they stopped taking subscriptions');
    expect(await sentence({ ...gone, actor: null })).toBe(
      'Your subscription has ended: the creator closed their account or stopped taking subscriptions',
    );
  });
});
