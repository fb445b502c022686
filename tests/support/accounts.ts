import type { BrowserContext } from '@playwright/test';
import { testUrls } from './ports';

/** A fresh account made through the API: a test that moves money or changes data leaves the demo accounts alone. */
export interface Account {
  token: string;
  user: { id: number; alias: string | null; first_name: string; input_solana_address: string };
  email: string;
  password: string;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; key?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testUrls.api}${path}`, {
    method,
    headers: {
      ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : null,
  });
  return { status: response.status, body: (await response.json()) as T };
}

function expectStatus(result: { status: number; body: unknown }, status: number, what: string) {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
}

let counter = 0;
export async function signUp(firstName: string, options: { alias?: boolean } = {}): Promise<Account> {
  counter += 1;
  const stamp = `${Date.now() % 1_000_000}${counter}`;
  const email = `${firstName.toLowerCase()}${stamp}@variants.test`;
  const password = 'long-enough-1';
  const alias = options.alias ? `${firstName.toLowerCase()}${stamp}` : undefined;
  const result = await api('POST', '/v1/auth/sign-up', {
    json: { first_name: firstName, last_name: 'Tester', email, password, ...(alias ? { alias } : {}) },
  });
  expectStatus(result, 201, 'sign-up');
  return { ...result.body, email, password };
}

/** A deposit seen on the (simulated) chain at the account's address, not yet credited: its hash. */
export async function depositOnChain(account: Account, amount: number): Promise<string> {
  const result = await api<{ hash: string }>('POST', '/v1/dev/deposit', {
    json: { address: account.user.input_solana_address, amount },
  });
  expectStatus(result, 201, 'deposit');
  return result.body.hash;
}

/** A member with `amount` dollars in the wallet. */
export async function fundedMember(firstName: string, amount: number): Promise<Account> {
  const account = await signUp(firstName);
  const hash = await depositOnChain(account, amount);
  expectStatus(
    await api('GET', `/v1/customer/transaction/validate/${hash}`, { token: account.token }),
    200,
    'validate',
  );
  return account;
}

/** A creator: an alias, a subscription price and an about text. */
export async function newCreator(firstName: string, subscription: number): Promise<Account & { alias: string }> {
  const creator = await signUp(firstName, { alias: true });
  expectStatus(
    await api('PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { subscription_amount: subscription, about: `${firstName} writes about slow travel.` },
    }),
    200,
    'profile',
  );
  return { ...creator, alias: creator.user.alias ?? '' };
}

/** A public post by the creator: its id. */
export async function publish(creator: Account, text: string): Promise<number> {
  const post = await api<{ post: { id: number } }>('POST', '/v1/creator/post', {
    token: creator.token,
    json: { text, visibility: 'public' },
  });
  expectStatus(post, 201, 'post');
  return post.body.post.id;
}

/** The session cookie the app reads at start (it reads the user back from /me itself). */
export async function useSession(context: BrowserContext, account: Account): Promise<void> {
  await context.addCookies([
    {
      name: 'cuppa_session',
      value: encodeURIComponent(JSON.stringify({ token: account.token, id: account.user.id })),
      url: testUrls.app,
    },
  ]);
}
