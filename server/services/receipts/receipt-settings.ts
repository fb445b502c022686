import { readFileSync } from 'node:fs';
import type { ReceiptSettings } from './receipt-keys';

type Env = Record<string, string | undefined>;

/** A setting given inline or as a file (`NAME_FILE`), never both; undefined when neither is set. */
function setting(env: Env, name: string, readFile: (path: string) => string): string | undefined {
  const inline = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (inline && file) throw new Error(`Set ${name} or ${name}_FILE, not both`);
  if (!file) return inline || undefined;
  try {
    return readFile(file).trim();
  } catch (error) {
    throw new Error(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
  }
}

/**
 * The receipts' settings from the environment: RECEIPT_SIGNING_KEYS (a private JWK, or a JSON array of
 * them, the first signing) and RECEIPT_SUPPORTER_SECRET (hex), each also as a `_FILE`. Undefined when
 * neither is set (development then makes its own; production refuses to start, create-server-context.ts).
 */
export function receiptSettingsFromEnv(
  env: Env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ReceiptSettings | undefined {
  const keys = setting(env, 'RECEIPT_SIGNING_KEYS', readFile);
  const secret = setting(env, 'RECEIPT_SUPPORTER_SECRET', readFile);
  if (keys === undefined && secret === undefined) return undefined;
  if (keys === undefined) throw new Error('RECEIPT_SIGNING_KEYS is needed with RECEIPT_SUPPORTER_SECRET');
  if (secret === undefined) throw new Error('RECEIPT_SUPPORTER_SECRET is needed with RECEIPT_SIGNING_KEYS');
  let parsed: unknown;
  try {
    parsed = JSON.parse(keys);
  } catch {
    throw new Error('RECEIPT_SIGNING_KEYS: not JSON (a private JWK, or an array of them)');
  }
  return { keys: Array.isArray(parsed) ? parsed : [parsed], supporterSecret: secret };
}
