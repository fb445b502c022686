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

export { creator } from '../contract/testing/fixtures';
