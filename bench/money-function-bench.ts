import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '../server/auth/tokens';
import { dayBefore } from '../server/db/database';
import { MONEY_FUNCTIONS } from '../server/ledger/postgres-money';
import { newReceiptId } from '../server/ledger/payment-records';
import { requestHashOf } from '../server/ledger/idempotency';
import { newEventId } from '../server/rows/webhook-outbox';
import { freshPostgresDatabase, testPostgresUrl } from '../server/testing/postgres-database';
import { benchMembers, load, startInstance, type LoadResult } from './api-bench';
import { databaseCpu } from './process-cpu';

/**
 * PostgreSQL's tip function (postgres-money.ts's cuppa_tip) called straight from 32 clients over ten
 * connections, as the API's pool holds them, with no API in between: what the database alone spends on
 * a tip and how many it carries on this machine, apart from the API's share of the same cores
 * (docs/database.md). The members are made through the API, which is stopped before the loads.
 *
 *   CUPPA_TEST_POSTGRES=postgres://… npx tsx bench/money-function-bench.ts
 */
const server = testPostgresUrl();
if (!server) throw new Error('Set CUPPA_TEST_POSTGRES to a postgres:// server, as for the tests');
const clients = 32;
const durationMs = Number(process.env.BENCH_MS ?? 3000);

const database = await freshPostgresDatabase(server);
const connections: pg.Client[] = [];
try {
  const instance = await startInstance(database.url);
  const { alice, members } = await benchMembers(instance.api, clients).finally(() => instance.stop());

  for (let i = 0; i < 10; i += 1) {
    const connection = new pg.Client({ connectionString: database.url });
    await connection.connect();
    await connection.query(MONEY_FUNCTIONS);
    connections.push(connection);
  }
  const idle = [...connections];
  const waiting: ((connection: pg.Client) => void)[] = [];
  const checkOut = () => idle.pop() ?? new Promise<pg.Client>((resolve) => waiting.push(resolve));
  const checkIn = (connection: pg.Client) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  const tokens = members.map((member) => hashToken(member.token));
  /** Tips of $1 from `payer(client)` to `creator(client)`, each with a key of its own; a refusal counts as an error. */
  const tips = (payer: (client: number) => number, creator: (client: number) => number) => async (client: number) => {
    const connection = await checkOut();
    try {
      const now = new Date().toISOString();
      const request = { creator_id: creator(client), tip: 1, coin: 'solana', key: randomUUID() };
      const { rows } = await connection.query<{ answer: { facts?: unknown } }>({
        name: 'tip',
        text: 'SELECT pg_temp.cuppa_tip($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS answer',
        values: [
          tokens[payer(client)],
          request.key,
          requestHashOf(request),
          now,
          dayBefore(now),
          creator(client),
          100,
          null,
          false,
          newReceiptId(),
          newEventId(),
        ],
      });
      return { ok: rows[0]?.answer.facts !== undefined };
    } finally {
      checkIn(connection);
    }
  };
  const cpu = await databaseCpu(database.url);
  const measure = async (name: string, send: (client: number) => Promise<{ ok: boolean }>): Promise<void> => {
    await load(clients, 500, send);
    const since = await cpu.start();
    const result: LoadResult = await load(clients, durationMs, send);
    const cpuMs = await since();
    const perTip = cpuMs === null ? 'unread' : `${Math.round((cpuMs / result.requests) * 1000)} µs`;
    console.log(
      `${name.padEnd(28)} ${Math.round(result.rps)} tips/s  p99 ${result.p99.toFixed(1)} ms  database CPU a tip ${perTip}  errors ${result.errors}`,
    );
  };
  await measure(
    '32 members to one creator',
    tips(
      (client) => client,
      () => alice.user.id,
    ),
  );
  await measure(
    'one member to one creator',
    tips(
      () => 0,
      () => alice.user.id,
    ),
  );
  await measure(
    '32 members to 32 creators',
    tips(
      (client) => client,
      (client) => members[(client + 1) % clients]?.id ?? 0,
    ),
  );
  await cpu.close();
} finally {
  await Promise.all(connections.map((connection) => connection.end()));
  await database.drop();
}
