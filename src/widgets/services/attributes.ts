import * as z from 'zod/mini';
import { miniAliasSchema, miniThemeChoiceSchema, miniTipAmountSchema } from '../../core/contract/widget-reads';

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol) && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

const httpUrl = z.pipe(
  z.string().check(z.refine(isHttpUrl, 'must be an http(s) URL')),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

/**
 * What a widget's attributes (and the page defaults) must be; a bad one is an inline error. In zod/mini,
 * with the contract's rules from contract/widget-reads.ts: this runs before any interaction.
 */
export const widgetAttributesSchema = z.object({
  // The contract's alias rule, in words for the page's developer rather than its reader.
  creator: z.optional(
    z.string({ error: 'creator is required: the alias of a Cuppa creator' }).check(
      z.trim(),
      z.refine(
        (alias) => miniAliasSchema.safeParse(alias).success,
        'creator must be a Cuppa alias (3 to 30 letters, digits, "_" or ".")',
      ),
    ),
  ),
  label: z.optional(z.string().check(z.trim(), z.maxLength(80, 'must be at most 80 characters'))),
  // The contract's tip rule: a pre-filled amount the server would refuse is the page's mistake to hear.
  amount: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (value) => miniTipAmountSchema.safeParse(Number(value)).success,
          'amount must be whole dollars from 1 to 10000',
        ),
      ),
      z.transform(Number),
    ),
  ),
  theme: z.catch(miniThemeChoiceSchema, 'auto'),
  lang: z.optional(z.string()),
  api: httpUrl,
  app: httpUrl,
});
export type WidgetAttributes = z.output<typeof widgetAttributesSchema>;

export type AttributeCheck = { ok: true; value: WidgetAttributes } | { ok: false; message: string };

export function checkAttributes(raw: Record<string, string | undefined>, needsCreator: boolean): AttributeCheck {
  if (needsCreator && !raw.creator) return { ok: false, message: 'creator is required: the alias of a Cuppa creator' };
  if (!raw.api) return { ok: false, message: 'api is required: set data-api on the script tag or api on the element' };
  const parsed = widgetAttributesSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message:
      issue?.path[0] === 'creator' || !issue
        ? (issue?.message ?? 'invalid attributes')
        : `${String(issue.path[0])}: ${issue.message}`,
  };
}
