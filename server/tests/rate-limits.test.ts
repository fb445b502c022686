// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * API.md's limits, played by the attackers over HTTP: the sign-in limit per client address (behind a
 * load balancer, facing clients directly, on IPv6) and failed sign-ins per account. The test client
 * reaches the API from 127.0.0.1: as the load balancer when TRUST_PROXY names it, as a client otherwise.
 */
const running: TestApi[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()));
});

async function api(trustProxy?: string): Promise<TestApi> {
  const started = await startTestApi({ authPerMinute: 10, ...(trustProxy ? { trustProxy } : {}) });
  running.push(started);
  return started;
}

const randomIpv4 = () => `198.51.100.${randomBytes(1)[0]! % 250}`;
const randomGroup = () => randomBytes(2).toString('hex');

/** A sign-in with a wrong password, as sent by whoever is behind `forwardedFor`. */
async function badSignIn(t: TestApi, forwardedFor?: string, email = `nobody-${randomGroup()}@example.test`) {
  const answer = await t.call('POST', '/v1/auth/sign-in', {
    json: { email, password: 'not-the-password' },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
  return answer.status;
}

async function statuses(count: number, attempt: (n: number) => Promise<number>): Promise<number[]> {
  const answers: number[] = [];
  for (let n = 0; n < count; n += 1) answers.push(await attempt(n));
  return answers;
}

describe('the sign-in limit per client', () => {
  it('behind a trusted load balancer, counts each reader on their own: ten bad sign-ins lock out one reader, not all', async () => {
    const t = await api('127.0.0.1');
    expect(await statuses(10, () => badSignIn(t, '203.0.113.7'))).toEqual(Array(10).fill(401));
    expect(await badSignIn(t, '203.0.113.7')).toBe(429);
    // Another reader through the same load balancer.
    expect(await badSignIn(t, '203.0.113.8')).toBe(401);
    const signedIn = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'member@cuppa.test', password: 'cuppa-demo-1' },
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy: a spoofed address per request changes nothing', async () => {
    for (const t of [await api(), await api('10.0.0.0/8, fd00::/8')]) {
      const answers = await statuses(11, () => badSignIn(t, randomIpv4()));
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(answers[10]).toBe(429);
    }
  });

  it('behind a trusted proxy, ignores what the client wrote to the left of the address the proxy saw', async () => {
    const t = await api('127.0.0.1');
    // The proxy appends the address it saw (203.0.113.20); the client prepends whatever it likes.
    const answers = await statuses(11, () => badSignIn(t, `${randomIpv4()}, ${randomIpv4()}, 203.0.113.20`));
    expect(answers[10]).toBe(429);
  });

  it('counts an IPv6 client per /64: rotating addresses in one /64 share a count, another /64 has its own', async () => {
    const t = await api('127.0.0.1, ::1');
    const inOne64 = () => `2001:db8:1:2:${randomGroup()}:${randomGroup()}:${randomGroup()}:${randomGroup()}`;
    const answers = await statuses(11, () => badSignIn(t, inOne64()));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
    expect(await badSignIn(t, '2001:db8:1:2::1')).toBe(429);
    expect(await badSignIn(t, '2001:db8:1:3::1')).toBe(401);
  });
});

describe('failed sign-ins per account', () => {
  it('stops a guess spread over many addresses after 20 failures in an hour, even with the right password; other accounts go on', async () => {
    const t = await api('127.0.0.1');
    let host = 0;
    const fromNewAddress = () => `192.0.2.${(host += 1)}`;
    const guesses = await statuses(20, () => badSignIn(t, fromNewAddress(), 'member@cuppa.test'));
    expect(guesses).toEqual(Array(20).fill(401));
    expect(await badSignIn(t, fromNewAddress(), 'member@cuppa.test')).toBe(429);
    const right = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'member@cuppa.test', password: 'cuppa-demo-1' },
      headers: { 'X-Forwarded-For': fromNewAddress() },
    });
    expect(right).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(right.body.error).toMatch(/this account/);
    const alice = await t.call('POST', '/v1/auth/sign-in', {
      json: { email: 'alice@cuppa.test', password: 'cuppa-demo-1' },
      headers: { 'X-Forwarded-For': fromNewAddress() },
    });
    expect(alice.status).toBe(200);
  });

  it('lets at most 20 guesses through when they arrive at once, and a right password does not count as a failure', async () => {
    const t = await api('127.0.0.1');
    for (let n = 0; n < 25; n += 1) {
      const right = await t.call('POST', '/v1/auth/sign-in', {
        json: { email: 'bob@cuppa.test', password: 'cuppa-demo-1' },
        headers: { 'X-Forwarded-For': `192.0.2.${n + 1}` },
      });
      expect(right.status).toBe(200);
    }
    const parallel = await Promise.all(
      Array.from({ length: 30 }, (_, n) => badSignIn(t, `203.0.113.${n + 1}`, 'bob@cuppa.test')),
    );
    expect(parallel.filter((status) => status === 401)).toHaveLength(20);
    expect(parallel.filter((status) => status === 429)).toHaveLength(10);
  });
});
