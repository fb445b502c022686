// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/demo-password';
import { DepositRefusedError } from '../chain/chain-gateway';
import { startApi } from '../start-api';
import { startApiProcess } from '../testing/api-process';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi } from '../testing/test-api';

describe('no money is minted outside development', () => {
  it('refuses to start for production without a production chain gateway, so nobody can mint money', async () => {
    const api = await startApiProcess({ NODE_ENV: 'production', DATABASE: ':memory:' });
    try {
      if (api.apiBase !== null) {
        // The attacker: no session, a billion dollars to an address of their own.
        const minted = await fetch(`${api.apiBase}/v1/dev/deposit`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ address: 'attacker', amount: 1_000_000_000 }),
        });
        expect(minted.status, 'a production server answered the development deposit').not.toBe(201);
      }
      expect(api.apiBase).toBeNull();
      expect(api.exitCode).toBe(1);
      expect(api.output()).toContain('NODE_ENV=production needs a production chain gateway');
    } finally {
      api.child.kill('SIGKILL');
    }
    // It starts a real `npm run api` process: on a loaded machine (CI runs both engines' suites at once)
    // that takes longer than a test's default 5 s.
  }, 30_000);

  it('has no deposit endpoint with a production gateway, and the development one in development', async () => {
    const production = await startTestApi({ environment: 'production', chainGateway: standInGateway() });
    const development = await startTestApi({ environment: 'development' });
    try {
      const mint = { json: { address: 'attacker', amount: 1_000_000_000 } };
      expect(await production.call('POST', '/v1/dev/deposit', mint)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
      expect((await production.call('GET', '/health')).status).toBe(200);
      // In development it mints, to a member's deposit address (and to no one else's).
      expect((await development.call('POST', '/v1/dev/deposit', mint)).status).toBe(404);
      const { user } = await development.signUp('Minted');
      const minted = { json: { address: user.input_solana_address, amount: 5 } };
      expect((await development.call('POST', '/v1/dev/deposit', minted)).status).toBe(201);
    } finally {
      await Promise.all([production.close(), development.close()]);
    }
  }, 30_000);

  it('seeds no demo account on a real chain, even in development: their $100 would be paid out', async () => {
    const api = await startApi({
      port: 0,
      database: ':memory:',
      environment: 'development',
      chainGateway: standInGateway(),
      watchDeposits: false,
      logError: () => {},
    });
    try {
      const signIn = await fetch(`${api.apiBase}/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'member@cuppa.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('answers a deposit the chain gateway refuses (SOL, another token) with its message, not a server error', async () => {
    const refusing = standInGateway({
      findDeposit: async () => {
        throw new DepositRefusedError('This transaction sent SOL; only USDC is credited, SOL is not converted');
      },
    });
    const production = await startTestApi({ environment: 'production', chainGateway: refusing });
    try {
      const token = await production.signIn('member@cuppa.test');
      const answer = await production.call('GET', `/v1/customer/transaction/validate/${'5'.repeat(88)}`, { token });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'invalid_input',
          error: 'This transaction sent SOL; only USDC is credited, SOL is not converted',
        },
      });
    } finally {
      await production.close();
    }
  });
});
