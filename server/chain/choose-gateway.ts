import type { SqlDb } from '../db/sql';
import type { Environment } from '../environment';
import type { ChainGateway } from './chain-gateway';
import { createDevGateway } from './dev-gateway';

export interface GatewayOptions {
  environment: Environment;
  /** A production chain gateway; the reference server ships none. */
  chainGateway?: (sql: SqlDb) => ChainGateway;
  /** How long the development chain takes to confirm a withdrawal. */
  settleMs?: number;
}

export interface ChosenGateway {
  gateway: ChainGateway;
  /** The development gateway's deposit call; null with any other gateway (the route is then 404). */
  devDeposit: ((address: string, amountCents: number) => Promise<string>) | null;
}

/**
 * The one rule for which chain the API talks to. The development gateway credits any amount to anyone
 * who asks (`POST /v1/dev/deposit`, no session), so it runs only in development: a production start
 * without a real gateway throws here, before the database is even opened, and never listens.
 */
export function chooseGateway(options: GatewayOptions): (sql: SqlDb) => ChosenGateway {
  const { chainGateway } = options;
  if (chainGateway) return (sql) => ({ gateway: chainGateway(sql), devDeposit: null });
  if (options.environment === 'production') {
    throw new Error(
      'NODE_ENV=production needs a production chain gateway, and none is configured. The development ' +
        'gateway mints money for anyone who asks, so it runs only in development: pass a chainGateway to ' +
        'startApi(), or leave NODE_ENV unset to run in development.',
    );
  }
  return (sql) => {
    const gateway = createDevGateway(sql, { settleMs: options.settleMs });
    return { gateway, devDeposit: (address, amountCents) => gateway.deposit(address, amountCents) };
  };
}
