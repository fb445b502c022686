import { creator } from '../contract/testing/fixtures';
import type { Me } from '../contract/users';

/** A signed-in member as the API describes one. */
export const me: Me = {
  id: 5,
  first_name: 'Mia',
  last_name: 'Member',
  alias: 'mia',
  image: null,
  cover_image: null,
  about: '',
  private_profile: false,
  subscription_amount: 0,
  verified: false,
  total_posts: 0,
  input_solana_address: null,
  tip_presets: [3, 5, 10],
  thank_you: '',
  email: 'mia@cuppa.test',
  points: 100,
  roles: ['customer'],
};

export { creator };

/** A tip's answer (API.md, coffee): the member's transaction of `amount` to creator 42, and what is left. */
export function tipAnswer(amount: number, points: number) {
  return {
    transaction: {
      id: 9,
      type: 'tip',
      direction: 'out',
      amount,
      coin: 'solana',
      fee: null,
      status: 'completed',
      counterparty: { ...creator, id: 42 },
      address: null,
      hash: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    points,
    receipt: 'eyJhbGciOiJFZERTQSJ9.eyJpZCI6InJjcHQifQ.c2ln',
  };
}
