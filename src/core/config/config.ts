import { z } from 'zod';
import { isSolanaAddress } from '../contract/solana-address';
import { USDC_MINT } from '../money/solana-pay';
import { supportedLanguages } from '../i18n/language-list';

export const themeChoiceSchema = z.enum(['light', 'dark', 'auto']);
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

export { supportedLanguages } from '../i18n/language-list';
export const languageSchema = z.enum(supportedLanguages);
export type Language = z.infer<typeof languageSchema>;

const absoluteUrl = z
  .string()
  .url('must be an absolute URL such as https://example.com/api')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

export const configSchema = z.object({
  apiBase: absoluteUrl,
  appUrl: absoluteUrl,
  basePath: z
    .string()
    .regex(/^\/([\w.~-]+\/)*$|^\/[\w.~/-]*[^/]$/, 'must be a path starting with "/"')
    .default('/')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  product: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a lowercase slug such as "cuppa"')
    .default('cuppa'),
  captchaSiteKey: z.string().min(1).nullable().default(null),
  /** The token a crypto tip's dollar amount is asked in (WIDGETS.md): USDC unless set otherwise. */
  usdcMint: z.string().refine(isSolanaAddress, 'must be a Solana token mint address').default(USDC_MINT),
  defaults: z
    .object({
      theme: themeChoiceSchema.default('auto'),
      lang: languageSchema.default('en'),
    })
    .default({ theme: 'auto', lang: 'en' }),
});

export type CuppaConfigInput = z.input<typeof configSchema>;
export type CuppaConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {
  readonly field: string;

  constructor(field: string, reason: string) {
    super(`Invalid Cuppa config: "${field}" ${reason}`);
    this.name = 'ConfigError';
    this.field = field;
  }
}

/** Parses the one config object every part starts from; the first bad field is named in the error. */
export function parseConfig(input: unknown): CuppaConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(config)';
  const reason =
    issue?.code === 'invalid_type' && issue.input === undefined ? 'is required' : (issue?.message ?? 'is invalid');
  throw new ConfigError(field, reason);
}
