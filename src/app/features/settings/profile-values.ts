import { profilePatchSchema, type ProfilePatch } from '../../../core/contract/profile';
import type { Me } from '../../../core/contract/users';
import { checkFields } from '../../../core/forms/contract-check';
import type { RuleKey } from '../../../core/i18n/issue-key';
import { parseAmount } from '../../utils/parse-amount';

/** The profile form as typed: text fields stay text until the check passes. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  alias: string;
  about: string;
  subscription_amount: string;
  private_profile: boolean;
  image: string | null;
  cover_image: string | null;
}
export type ProfileField = keyof ProfileValues;
/** A contract rule's key, or the form's own word for an amount it cannot read. */
export type ProfileError = RuleKey | 'amountInvalid';

export function profileValues(user: Me): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    alias: user.alias,
    about: user.about,
    subscription_amount: String(user.subscription_amount),
    private_profile: user.private_profile,
    image: user.image,
    cover_image: user.cover_image,
  };
}

/** The body the form sends for the fields it shows; an amount it cannot read is left out (see checkProfile). */
function patchOf(values: ProfileValues, fields: readonly ProfileField[]): Record<string, unknown> {
  const amount = parseAmount(values.subscription_amount);
  const all: Record<ProfileField, unknown> = {
    ...values,
    subscription_amount: amount.ok ? amount.amount : undefined,
  };
  const patch: Record<string, unknown> = {};
  for (const field of fields) if (all[field] !== undefined) patch[field] = all[field];
  return patch;
}

export type ProfileCheck =
  { ok: true; patch: ProfilePatch } | { ok: false; errors: Partial<Record<ProfileField, ProfileError>> };

/** The patch checked with the contract's profile schema, the one the API parses it with. */
export function checkProfile(values: ProfileValues, fields: readonly ProfileField[]): ProfileCheck {
  const check = checkFields(profilePatchSchema, patchOf(values, fields), fields);
  const errors: Partial<Record<ProfileField, ProfileError>> = check.ok ? {} : { ...check.errors };
  if (fields.includes('subscription_amount')) {
    const amount = parseAmount(values.subscription_amount);
    if (!amount.ok) errors.subscription_amount = amount.error === 'required' ? 'rules.required' : 'amountInvalid';
  }
  if (check.ok && Object.keys(errors).length === 0) return { ok: true, patch: check.value };
  return { ok: false, errors };
}
