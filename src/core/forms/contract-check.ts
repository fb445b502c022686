import type { z } from 'zod';
import { issueKey, type RuleKey } from '../i18n/issue-key';

export type ValueCheck<T> = { ok: true; value: T } | { ok: false; error: RuleKey };
export type FieldsCheck<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, RuleKey>> };

/** One value against a contract schema (the tip amount): its first issue, as a translation key. */
export function checkValue<S extends z.ZodType>(schema: S, input: unknown): ValueCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: issue ? issueKey(issue) : 'rules.invalid' };
}

/**
 * A request body against the contract schema the API parses it with: the first issue of each field as a
 * translation key, so a form refuses exactly what the API would, in the reader's language.
 */
export function checkFields<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  fields: readonly F[],
): FieldsCheck<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<F, RuleKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as F] ??= issueKey(issue);
    }
  }
  return { ok: false, errors };
}
