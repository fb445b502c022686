import { randomBytes } from 'node:crypto';
import {
  findAssociatedTokenPda,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintEncoder,
  getMintToInstruction,
  getTokenDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { openTestSql, type TestEngine } from '../test-sql';
import { MAINNET_USDC_MINT, type SolanaConfig } from '../../chain/solana/config';
import { addressOfSeed } from '../../chain/solana/keys';
import { createSolanaGateway } from '../../chain/solana/solana-gateway';
import { createLiteSvmRpc } from './litesvm-rpc';
import type { SolanaRpc } from '../../chain/solana/rpc';

export { engines } from '../test-sql';

const SOL = 1_000_000_000n;
export const USDC = 1_000_000n;

/**
 * A LiteSVM chain with USDC at its mainnet mint address (and a second, look-alike token), a funded hot
 * wallet, and the gateway's tables on a real database. Everything goes through the RPC adapter, so the
 * gateway sees each transaction as an RPC node would report it.
 */
export async function solanaFixture(engine: TestEngine = 'sqlite') {
  const svm = new LiteSVM().withBlockhashCheck(false); // the adapter keeps blockhashes' lifetimes
  const { rpc, chain } = createLiteSvmRpc(svm);
  const authority = await generateKeyPairSigner();
  svm.airdrop(authority.address, lamports(100n * SOL));

  const createMint = (mint: Address) =>
    svm.setAccount({
      address: mint,
      data: Uint8Array.from(
        getMintEncoder().encode({
          mintAuthority: authority.address,
          supply: 0n,
          decimals: 6,
          isInitialized: true,
          freezeAuthority: null,
        }),
      ),
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(82n)),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: 82n,
    });
  const usdcMint = address(MAINNET_USDC_MINT);
  createMint(usdcMint);
  const otherMint = (await generateKeyPairSigner()).address;
  createMint(otherMint);

  const hotSeed = randomBytes(32);
  const hotAddress = addressOfSeed(hotSeed);
  const config: SolanaConfig = {
    rpcUrl: 'http://litesvm.invalid',
    commitment: 'finalized',
    usdcMint: MAINNET_USDC_MINT,
    hotWallet: {
      address: hotAddress,
      secretKey: Uint8Array.from([...hotSeed, ...getBase58Encoder().encode(hotAddress)]),
    },
    depositMasterSecret: randomBytes(32),
    feeSolPriceCents: 25_000,
  };
  svm.airdrop(address(hotAddress), lamports(10n * SOL));
  const { sql, close } = await openTestSql(engine);

  const ata = async (owner: string, mint: Address = usdcMint) =>
    (await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

  async function submit(payer: KeyPairSigner, instructions: Instruction[], skipPreflight = false): Promise<string> {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const tx = await signTransactionMessageWithSigners(message);
    return rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64', skipPreflight }).send();
  }

  /** Mints `units` of a token to the owner's associated account. */
  async function fund(owner: string, units: bigint, mint: Address = usdcMint) {
    const token = await ata(owner, mint);
    await submit(authority, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: authority, owner: address(owner), mint, ata: token }),
      getMintToInstruction({ mint, token, mintAuthority: authority, amount: units }),
    ]);
  }

  /** A wallet's instructions paying `units` from its associated account to the owner's, as Solana Pay wallets do. */
  async function transferInstructions(
    from: KeyPairSigner,
    to: string,
    units: bigint,
    options: { mint?: Address; reference?: string } = {},
  ): Promise<Instruction[]> {
    const mint = options.mint ?? usdcMint;
    const destination = await ata(to, mint);
    const transfer = getTransferCheckedInstruction({
      source: await ata(from.address, mint),
      mint,
      destination,
      authority: from,
      amount: units,
      decimals: 6,
    });
    const reference = options.reference;
    return [
      getCreateAssociatedTokenIdempotentInstruction({ payer: from, owner: address(to), mint, ata: destination }),
      reference
        ? { ...transfer, accounts: [...transfer.accounts, { address: address(reference), role: AccountRole.READONLY }] }
        : transfer,
    ];
  }

  /** A wallet paying `units` to the owner, in a transaction of its own. */
  const pay = async (
    from: KeyPairSigner,
    to: string,
    units: bigint,
    options: { mint?: Address; reference?: string; skipPreflight?: boolean } = {},
  ): Promise<string> => submit(from, await transferInstructions(from, to, units, options), options.skipPreflight);

  /** A member's own wallet with SOL for fees and `units` of USDC. */
  async function wallet(units = 100n * USDC, mint: Address = usdcMint): Promise<KeyPairSigner> {
    const signer = await generateKeyPairSigner();
    svm.airdrop(signer.address, lamports(SOL));
    await fund(signer.address, units, mint);
    return signer;
  }

  /**
   * A wallet closing its USDC account (burning what it holds first), as anyone may: the account's rent
   * goes back to the wallet, whoever paid it.
   */
  async function closeAccount(owner: KeyPairSigner): Promise<void> {
    const account = await ata(owner.address);
    await submit(owner, [
      getBurnCheckedInstruction({
        account,
        mint: usdcMint,
        authority: owner,
        amount: await balance(owner.address),
        decimals: 6,
      }),
      getCloseAccountInstruction({ account, destination: owner.address, owner }),
    ]);
  }

  /** A wallet opening its own USDC account, paying its rent. */
  async function openAccount(owner: KeyPairSigner): Promise<void> {
    await submit(owner, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        owner: owner.address,
        mint: usdcMint,
        ata: await ata(owner.address),
      }),
    ]);
  }

  /** SOL held by an address, in lamports. */
  const lamportsOf = (owner: string): bigint => svm.getBalance(address(owner)) ?? 0n;

  async function balance(owner: string, mint: Address = usdcMint): Promise<bigint> {
    const account = svm.getAccount(await ata(owner, mint));
    return account.exists ? getTokenDecoder().decode(account.data).amount : 0n;
  }

  const gateway = (overrides: { rpc?: SolanaRpc; now?: () => number | Promise<number> } = {}) =>
    createSolanaGateway({ sql, rpc: overrides.rpc ?? rpc, config, now: overrides.now });

  return {
    svm,
    rpc,
    chain,
    sql,
    close,
    config,
    ata,
    usdcMint,
    otherMint,
    hotAddress,
    fund,
    pay,
    transferInstructions,
    wallet,
    balance,
    closeAccount,
    openAccount,
    lamportsOf,
    submit,
    gateway,
  };
}
export type SolanaFixture = Awaited<ReturnType<typeof solanaFixture>>;
