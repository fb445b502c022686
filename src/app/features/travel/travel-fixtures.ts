import type { Me, Role } from '../../../core/contract/users';

/** A host as the travel tests meet them. */
export const hugo = {
  id: 7,
  alias: 'hugo',
  image: null,
  first_name: 'Hugo',
  last_name: 'Host',
  verified: false,
  total_posts: 0,
};

export function signedInUser(roles: Role[]): Me {
  return {
    ...hugo,
    cover_image: null,
    about: '',
    private_profile: false,
    subscription_amount: 0,
    input_solana_address: null,
    tip_presets: [3, 5, 10],
    thank_you: '',
    email: 'hugo@cuppa.test',
    points: 0,
    roles,
  };
}
