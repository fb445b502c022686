import { randomBytes } from 'node:crypto';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { nowIso } from '../db/database';
import { named, param, query, type QueryBuilder, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';
import { referenceMessages } from '../../src/core/contract/wallet';
import {
  ReferenceRefusedError,
  type ChainGateway,
  type Deposit,
  type WithdrawalOrder,
  type WithdrawalState,
} from './chain-gateway';
import { WELL_KNOWN_ACCOUNTS } from './well-known-accounts';

/** The system program's address: nothing can be sent to it, so the dev chain refuses it (a failure to test). */
export const UNRECEIVABLE_ADDRESS = '11111111111111111111111111111111';
/** Orders to this address stay unconfirmed until they expire unpaid (the deadline's void, to test). */
export const NEVER_CONFIRMED_ADDRESS = 'NeverConfirmedxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';

/**
 * The development chain's withdrawal fees, shaped like Solana's so the app's quote has something to show:
 * the network fee, and more the first time an address is paid (Solana opens its USDC account then).
 */
export const DEV_NETWORK_FEE_CENTS = 1;
export const DEV_NEW_ACCOUNT_FEE_CENTS = 25;

const orderQuery = query((db) =>
  db
    .selectFrom('chain_withdrawals')
    .select(['address', 'amount_cents', 'signature', 'status', 'expires_at', 'created_at'])
    .where('reference', '=', param<string>('reference')),
);
type OrderRow = RowOf<typeof orderQuery>;
const statusQuery = query((db) =>
  db
    .updateTable('chain_withdrawals')
    .set(named('chain_withdrawals', 'status'))
    .where('reference', '=', param<string>('reference')),
);
const placeQuery = query((db) =>
  db
    .insertInto('chain_withdrawals')
    .values(named('chain_withdrawals', 'reference address amount_cents signature status expires_at created_at'))
    .onConflict((oc) => oc.column('reference').doNothing()),
);
const depositQuery = query((db) =>
  db.insertInto('chain_deposits').values(named('chain_deposits', 'hash address amount_cents created_at')),
);
const transferQuery = query((db) =>
  db
    .insertInto('chain_transfers')
    .values(named('chain_transfers', 'signature reference address amount_cents created_at')),
);
const transferByReference = query((db) =>
  db
    .selectFrom('chain_transfers')
    .select(['signature', 'amount_cents', 'created_at'])
    .where('reference', '=', param<string>('reference'))
    .where('address', '=', param<string>('address'))
    .where('created_at', '>=', param<string>('notBefore'))
    .orderBy('created_at')
    .orderBy('signature')
    .limit(1),
);

/**
 * What reached an address: plain deposits, and transfers that carry a Solana Pay reference (a wallet's
 * Solana Pay transfer names its reference; a plain deposit names none).
 */
const arrivals = (db: QueryBuilder) =>
  db
    .selectFrom('chain_deposits')
    .select((eb) => [
      'hash',
      'address',
      'amount_cents',
      'credited_to',
      eb.lit(null).$castTo<string | null>().as('reference'),
      'created_at',
    ])
    .unionAll(
      db
        .selectFrom('chain_transfers')
        .select(['signature as hash', 'address', 'amount_cents', 'credited_to', 'reference', 'created_at']),
    )
    .as('chain_arrivals');
const arrivalByHash = query((db) => db.selectFrom(arrivals(db)).selectAll().where('hash', '=', param<string>('hash')));
const uncreditedArrivals = query((db) =>
  db
    .selectFrom(arrivals(db))
    .selectAll()
    .where('credited_to', 'is', null)
    .orderBy('created_at')
    .orderBy('hash')
    .limit(param<number>('limit')),
);
const pendingAtQuery = query((db) =>
  db
    .selectFrom(arrivals(db))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('address', '=', param<string>('address'))
    .where('credited_to', 'is', null),
);
type DepositRow = RowOf<typeof arrivalByHash>;

const creditDeposit = query((db) =>
  db
    .updateTable('chain_deposits')
    .set(named('chain_deposits', 'credited_to credited_at'))
    .where('hash', '=', param<string>('hash'))
    .where('credited_to', 'is', null),
);
const creditTransfer = query((db) =>
  db
    .updateTable('chain_transfers')
    .set(named('chain_transfers', 'credited_to credited_at'))
    .where('signature', '=', param<string>('hash'))
    .where('credited_to', 'is', null),
);
const paidBefore = query((db) =>
  db
    .selectFrom('chain_withdrawals')
    .select((eb) => eb.lit(1).as('paid'))
    .where('address', '=', param<string>('address'))
    .where('status', '=', 'confirmed')
    .limit(1),
);

const toDeposit = (row: DepositRow): Deposit => ({
  hash: row.hash,
  address: row.address,
  amountCents: Number(row.amount_cents),
  creditedTo: row.credited_to === null ? null : Number(row.credited_to),
  accounts: row.reference === null ? [] : [row.reference],
  at: row.created_at,
});

const randomKey = () => encodeBase58(randomBytes(32));

async function checkReference(reference: string, recipientOwner: string): Promise<void> {
  if (WELL_KNOWN_ACCOUNTS.has(reference) || reference === recipientOwner) {
    throw new ReferenceRefusedError(referenceMessages.notFresh);
  }
}
const randomSignature = () => encodeBase58(randomBytes(64));

/** The local chain: no network; deposits and their hashes live in the API's database. */
export function createDevGateway(
  q: Sql,
  options: { settleMs?: number } = {},
): ChainGateway &
  Required<Pick<ChainGateway, 'findTransferByReference' | 'checkReference'>> & {
    deposit(address: string, amountCents: number): Promise<string>;
    /** A reader's wallet paying a Solana Pay request: USDC to `address`, carrying `reference`. */
    transfer(reference: string, address: string, amountCents: number): Promise<string>;
  } {
  const settleMs = options.settleMs ?? 500;
  const findOrder = (reference: string) => q.get(orderQuery, { reference });
  const setStatus = (status: OrderRow['status'], reference: string) => q.run(statusQuery, { status, reference });
  /** Takes the order once: a reference already held is never sent again. */
  const place = async (order: WithdrawalOrder): Promise<OrderRow> => {
    const refused = order.address === UNRECEIVABLE_ADDRESS || Date.now() > Date.parse(order.expiresAt);
    await q.run(placeQuery, {
      reference: order.reference,
      address: order.address,
      amount_cents: order.amountCents,
      signature: randomSignature(),
      status: refused ? 'refused' : 'sent',
      expires_at: order.expiresAt,
      created_at: nowIso(),
    });
    const placed = await findOrder(order.reference);
    if (!placed) throw new Error(`Withdrawal reference ${order.reference} was not recorded`);
    // A reference names one order: asked for another one (a database restored from a backup, two
    // deployments on one gateway), the gateway says so rather than report the old order as this one's.
    if (placed.address !== order.address || placed.amount_cents !== order.amountCents) {
      throw new Error(`Withdrawal reference ${order.reference} is already held by another order`);
    }
    return placed;
  };
  return {
    name: 'development',
    newAddress: async () => randomKey(),
    async deposit(address, amountCents) {
      const hash = randomSignature();
      await q.run(depositQuery, { hash, address, amount_cents: amountCents, created_at: nowIso() });
      return hash;
    },
    async transfer(reference, address, amountCents) {
      const signature = randomSignature();
      await q.run(transferQuery, { signature, reference, address, amount_cents: amountCents, created_at: nowIso() });
      return signature;
    },
    // Like the Solana gateway: no well-known account or the recipient's own address as a reference, and
    // the first transfer with it to this owner (another owner's never counts). The dev chain holds only
    // USDC, so the mint asks nothing of it.
    checkReference,
    async findTransferByReference(reference, recipientOwner, notBefore = '') {
      await checkReference(reference, recipientOwner);
      const row = await q.get(transferByReference, { reference, address: recipientOwner, notBefore });
      return row ? { signature: row.signature, amountCents: row.amount_cents, at: row.created_at } : null;
    },
    async findDeposit(hash): Promise<Deposit | null> {
      const row = await q.get(arrivalByHash, { hash });
      return row ? toDeposit(row) : null;
    },
    // The dev chain has nothing to look at: what reached an address is in the database already.
    async watchDeposits(limit) {
      const rows = await q.all(uncreditedArrivals, { limit });
      return rows.map(toDeposit);
    },
    async markCredited(hash, userId) {
      for (const credit of [creditDeposit, creditTransfer])
        await q.run(credit, { credited_to: userId, credited_at: nowIso(), hash });
    },
    async pendingAt(address) {
      const row = await q.get(pendingAtQuery, { address });
      return row?.total ?? 0;
    },
    async withdrawalFee(address) {
      const paid = await q.get(paidBefore, { address });
      return DEV_NETWORK_FEE_CENTS + (paid ? 0 : DEV_NEW_ACCOUNT_FEE_CENTS);
    },
    // The chain confirms an order settleMs after it was sent, counted from the stored send time, so an
    // order sent just before a crash confirms when the restarted API asks about it again.
    async sendWithdrawal(order): Promise<WithdrawalState> {
      const placed = await place(order);
      if (placed.status === 'refused') return { status: 'refused' };
      if (placed.status === 'confirmed') return { status: 'confirmed', hash: placed.signature };
      if (placed.address === NEVER_CONFIRMED_ADDRESS) {
        if (Date.now() <= Date.parse(placed.expires_at)) return { status: 'pending' };
        await setStatus('refused', order.reference);
        return { status: 'refused' };
      }
      const wait = Date.parse(placed.created_at) + settleMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      await setStatus('confirmed', order.reference);
      return { status: 'confirmed', hash: placed.signature };
    },
  };
}
export type DevGateway = ReturnType<typeof createDevGateway>;
