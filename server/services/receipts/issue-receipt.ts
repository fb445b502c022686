import { fromCents } from '../../../src/core/contract/common';
import type { ReceiptFacts } from '../../ledger/payment-records';
import type { ReceiptKeys } from './receipt-keys';
import { signReceipt, supporterId } from './sign-receipt';

/**
 * The receipt a paying call answers with (API.md, 'Signed receipts'), signed from what the call recorded
 * (ledger/payment-records.ts). Ed25519 signs the same claims the same way every time, so a replay of the
 * call answers with the same receipt.
 */
export function receiptJws(keys: ReceiptKeys, receipt: ReceiptFacts): Promise<string> {
  return signReceipt(keys.signing, {
    id: receipt.id,
    type: receipt.type,
    creator: receipt.creator,
    amount: fromCents(Number(receipt.amount_cents)),
    site: receipt.site,
    supporter: supporterId(keys, Number(receipt.member_id), receipt.site),
    iat: Math.floor(Date.parse(receipt.created_at) / 1000),
  });
}
