// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../src/core/contract/users';
import { hashPassword } from '../auth/passwords';
import { startTestApi, useTestApi, type TestApi } from '../testing/test-api';

const t = useTestApi();

describe('auth', () => {
  it('signs up with a fresh deposit address and a generated alias, then reads /me', async () => {
    const result = await t.call('POST', '/v1/auth/sign-up', {
      json: { first_name: 'Zoe', last_name: 'Quinn', email: 'Zoe@Example.test', password: 'long-enough-1' },
    });
    expect(result.status).toBe(201);
    const user = meSchema.parse(result.body.user);
    expect(user).toMatchObject({ email: 'zoe@example.test', alias: 'zoequinn', points: 0, roles: ['customer'] });
    expect(user.input_solana_address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const me = await t.call('GET', '/v1/customer/me', { token: result.body.token });
    expect(me.body.user.id).toBe(user.id);
  });

  it('refuses a taken email and a taken alias, case-insensitively, at the field', async () => {
    const email = await t.call('POST', '/v1/auth/sign-up', {
      json: { first_name: 'A', last_name: 'B', email: 'ALICE@cuppa.test', password: 'long-enough-1' },
    });
    expect(email).toMatchObject({ status: 409, body: { code: 'conflict', fields: { email: expect.any(String) } } });
    const alias = await t.call('POST', '/v1/auth/sign-up', {
      json: { first_name: 'A', last_name: 'B', email: 'new@example.test', password: 'long-enough-1', alias: 'ALICE' },
    });
    expect(alias).toMatchObject({
      status: 409,
      body: { code: 'alias_taken', fields: { alias: 'This alias is taken' } },
    });
  });

  it('signs in the demo accounts and refuses a wrong password with one message', async () => {
    const ok = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'member@cuppa.test', password: 'cuppa-demo-1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.points).toBe(100);
    const wrong = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'member@cuppa.test', password: 'nope-nope' },
    });
    const unknown = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'ghost@cuppa.test', password: 'nope-nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect(unknown.body.error).toBe(wrong.body.error);
  });

  it('stores no password or token in the clear', async () => {
    const token = await t.signIn('bob@cuppa.test');
    const { sql } = t.api.context;
    const stored = (await sql.get<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'bob@cuppa.test'",
    )) as { password_hash: string };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('cuppa-demo-1');
    const tokens = await sql.all<{ token_hash: string }>('SELECT token_hash FROM tokens');
    expect(tokens.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers forgot-pass the same way for known and unknown emails', async () => {
    const known = await t.call('POST', '/v1/auth/forgot-pass', { json: { email: 'alice@cuppa.test' } });
    const unknown = await t.call('POST', '/v1/auth/forgot-pass', { json: { email: 'nobody@cuppa.test' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });

  it('signs out: the token stops working', async () => {
    const token = await t.signIn('carmen@cuppa.test');
    expect((await t.call('POST', '/v1/auth/sign-out', { token })).body).toEqual({ ok: true });
    expect((await t.call('GET', '/v1/customer/me', { token })).status).toBe(401);
  });

  it('rate-limits sign-in to 10 a minute per IP', async () => {
    const limited = await startTestApi({ authPerMinute: 10 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await limited.call('POST', '/v1/auth/sign-in', { json: { email: 'x@y.test', password: 'whatever1' } }))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('rate-limits close-account to 10 password checks a minute per user: a stolen session cannot guess', async () => {
    const limited = await startTestApi({ authPerMinute: 10 });
    try {
      const { token } = await limited.signUp('Guessed');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push(
          (await limited.call('POST', '/v1/customer/close-account', { token, json: { password: `guess-${i}-x` } }))
            .status,
        );
      }
      expect(statuses.every((status) => status === 400)).toBe(true);
      // The eleventh guess is the right one, and is not even checked.
      const eleventh = await limited.call('POST', '/v1/customer/close-account', {
        token,
        json: { password: 'long-enough-1' },
      });
      expect(eleventh).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect((await limited.call('GET', '/v1/customer/me', { token })).status).toBe(200);
      // The limit is the user's, not the IP's: another member is not locked out.
      const other = await limited.signUp('Neighbour');
      expect(
        (await limited.call('POST', '/v1/customer/close-account', { token: other.token, json: { password: 'nope-1' } }))
          .status,
      ).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('closes an account after the password check and signs it out', async () => {
    const { token } = await t.signUp('Closer');
    const wrong = await t.call('POST', '/v1/customer/close-account', { token, json: { password: 'wrong-one' } });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { password: 'The password is wrong' } } });
    expect(
      (await t.call('POST', '/v1/customer/close-account', { token, json: { password: 'long-enough-1' } })).status,
    ).toBe(200);
    expect((await t.call('GET', '/v1/customer/me', { token })).status).toBe(401);
  });
});

describe('password hashing, at the server’s own cost', () => {
  // The shared test server hashes cheaply, for speed; this one keeps the server's default.
  let real: TestApi;
  beforeAll(async () => {
    real = await startTestApi({ passwordParams: undefined });
  }, 30_000);
  afterAll(() => real.close());
  const storedHash = async (id: number) =>
    (await real.api.context.sql.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', id))
      ?.password_hash ?? '';
  const costOf = (hash: string) => {
    const [scheme, n, r, p] = hash.split('$');
    return { scheme, N: Number(n), r: Number(r), p: Number(p) };
  };

  it('hashes passwords with scrypt at OWASP’s minimum (N=2^17, r=8, p=1), the demo accounts too', async () => {
    const { user } = await real.signUp('Hashed');
    const member = (await real.api.context.sql.get<{ id: number }>(
      'SELECT id FROM users WHERE email = ?',
      'member@cuppa.test',
    )) as { id: number };
    for (const id of [user.id, member.id]) {
      expect(costOf(await storedHash(id))).toEqual({ scheme: 'scrypt', N: 2 ** 17, r: 8, p: 1 });
    }
  }, 30_000);

  it('still signs in with an older, cheaper hash, and upgrades it at that sign-in', async () => {
    const { user } = await real.signUp('Legacy');
    // What the server stored before: N=2^14.
    const legacy = await hashPassword('long-enough-1', { N: 16384, r: 8, p: 1 });
    await real.api.context.sql.run('UPDATE users SET password_hash = ? WHERE id = ?', legacy, user.id);
    const signIn = (password: string) =>
      real.call('POST', '/v1/auth/sign-in', { json: { email: user.email, password } });
    expect((await signIn('wrong-one-1')).status).toBe(401);
    expect(await storedHash(user.id)).toBe(legacy);
    expect((await signIn('long-enough-1')).status).toBe(200);
    expect(costOf(await storedHash(user.id))).toEqual({ scheme: 'scrypt', N: 2 ** 17, r: 8, p: 1 });
    expect((await signIn('long-enough-1')).status).toBe(200);
  }, 30_000);
});
