import { z } from 'zod';
import { themeChoiceSchema } from '../../core/config/config';
import { tipAmountSchema } from '../../core/contract/money';
import { aliasSchema } from '../../core/contract/users';

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** What a widget's attributes (and the page defaults) must be; a bad one is an inline error. */
export const widgetAttributesSchema = z.object({
  // The contract's alias rule, in words for the page's developer rather than its reader.
  creator: z
    .string({ error: 'creator is required: the alias of a Cuppa creator' })
    .trim()
    .refine(
      (alias) => aliasSchema.safeParse(alias).success,
      'creator must be a Cuppa alias (3 to 30 letters, digits, "_" or ".")',
    )
    .optional(),
  label: z.string().trim().max(80).optional(),
  // The contract's tip rule: a pre-filled amount the server would refuse is the page's mistake to hear.
  amount: z
    .string()
    .trim()
    .refine((value) => tipAmountSchema.safeParse(Number(value)).success, 'amount must be whole dollars from 1 to 10000')
    .transform(Number)
    .optional(),
  theme: themeChoiceSchema.catch('auto'),
  lang: z.string().optional(),
  api: httpUrl,
  app: httpUrl,
});
export type WidgetAttributes = z.infer<typeof widgetAttributesSchema>;

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
