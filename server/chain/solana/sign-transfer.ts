import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import type { SolanaConfig } from './config';
import type { SolanaRpc } from './rpc';

const USDC_DECIMALS = 6;

/** A signed transaction, saved before its first send (landing.ts follows it). */
export interface SignedTransfer {
  signature: string;
  wire: string;
  lastValidBlockHeight: bigint;
}

/**
 * Signs one USDC transfer from `from`'s associated account to `to`'s, the hot wallet paying the network
 * fee: a withdrawal (from the hot wallet) or a sweep (from a deposit address, which holds no SOL). Opens
 * the recipient's account first only when asked (`opensAccount`: its rent is the fee payer's), and
 * carries `reference` as a read-only key when given (Solana Pay's convention, found later by it).
 */
export async function signUsdcTransfer(
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint'>,
  transfer: {
    feePayer: KeyPairSigner;
    from: KeyPairSigner;
    to: string;
    units: bigint;
    opensAccount: boolean;
    reference?: Address;
  },
): Promise<SignedTransfer> {
  const { feePayer, from } = transfer;
  const mint = address(config.usdcMint);
  const owner = address(transfer.to);
  const [source] = await findAssociatedTokenPda({ owner: from.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const [destination] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: config.commitment }).send();
  const instruction = getTransferCheckedInstruction({
    source,
    mint,
    destination,
    authority: from,
    amount: transfer.units,
    decimals: USDC_DECIMALS,
  });
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          ...(transfer.opensAccount
            ? [getCreateAssociatedTokenIdempotentInstruction({ payer: feePayer, owner, mint, ata: destination })]
            : []),
          transfer.reference
            ? {
                ...instruction,
                accounts: [...instruction.accounts, { address: transfer.reference, role: AccountRole.READONLY }],
              }
            : instruction,
        ],
        m,
      ),
  );
  const tx = await signTransactionMessageWithSigners(message);
  return {
    signature: getSignatureFromTransaction(tx),
    wire: getBase64EncodedWireTransaction(tx),
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
  };
}
