import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, type ResolvedAddress, type WebhookPolicy } from './webhook-address';

/** What one attempt came to: the receiver's status, or why there was none. */
export type SendOutcome = { status: number } | { error: string };

/** Hands the connection the checked address, whatever name it asks for: no second lookup happens. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs one delivery. The URL is checked against the policy at this moment (its name resolved now, as a
 * rebinding DNS may answer differently than at registration), and the connection goes to the checked
 * address only; TLS still verifies the certificate for the URL's name. Redirects are not followed (a
 * 3xx is a failed attempt), the answer is read up to 64 KB and dropped, and the whole attempt has
 * `timeoutMs`.
 */
export async function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: WebhookPolicy,
  timeoutMs: number,
): Promise<SendOutcome> {
  const target = new URL(url);
  let address: ResolvedAddress;
  try {
    address = await checkedAddress(target, policy);
  } catch (error) {
    return { error: `refused: ${(error as Error).message}` };
  }
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(address),
    agent: false,
    signal: AbortSignal.timeout(timeoutMs),
  };
  return new Promise<SendOutcome>((resolve) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, options, (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > RESPONSE_BYTES) response.destroy();
      });
      const done = () => resolve({ status: response.statusCode ?? 0 });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    outgoing.on('error', (error) =>
      resolve({ error: error.name === 'AbortError' ? `no answer within ${timeoutMs / 1000} s` : error.message }),
    );
    outgoing.end(body);
  });
}
