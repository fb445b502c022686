import { randomBytes } from 'node:crypto';
import { newReceiptJwk } from './services/receipts/receipt-keys';

/**
 * `npm run receipt-key`: a new receipt signing key and supporter secret for a production deployment, as
 * the two settings' lines. The key is printed once and never stored here: keep it with the server's
 * other secrets. To rotate, put the new key first in RECEIPT_SIGNING_KEYS and keep the old one after it
 * (docs/api-reference-server.md); the supporter secret never changes, or supporters' ids would.
 */
const key = newReceiptJwk();
console.log(`RECEIPT_SIGNING_KEYS='${JSON.stringify([key])}'`);
console.log(`RECEIPT_SUPPORTER_SECRET=${randomBytes(32).toString('hex')}`);
