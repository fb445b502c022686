import type { CreatorSummary } from '../users';

/**
 * A creator as lists, posts and transactions name one. It lives inside the contract so the contract's
 * own tests can use it (core/contract imports nothing else of ours); core/testing/fixtures.ts passes it on.
 */
export const creator: CreatorSummary = {
  id: 2,
  alias: 'alice',
  image: null,
  first_name: 'Alice',
  last_name: 'L',
  verified: true,
  total_posts: 3,
};
