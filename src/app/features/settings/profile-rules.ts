import type { ProfilePatch } from '../../../core/contract/profile';
import { reservedAliases, type Me } from '../../../core/contract/users';
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

export type ProfileErrorKey =
  | 'required'
  | 'nameLong'
  | 'aliasShort'
  | 'aliasLong'
  | 'aliasChars'
  | 'aliasReserved'
  | 'amountInvalid'
  | 'amountDecimals'
  | 'amountMin'
  | 'amountMax'
  | 'aboutLong';

export const SUBSCRIPTION_MAX = 10_000;
export const ABOUT_MAX = 2000;

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

function nameError(value: string): ProfileErrorKey | undefined {
  if (!value.trim()) return 'required';
  return value.trim().length > 60 ? 'nameLong' : undefined;
}

function aliasError(value: string): ProfileErrorKey | undefined {
  const alias = value.trim();
  if (!alias) return 'required';
  if (alias.length < 3) return 'aliasShort';
  if (alias.length > 30) return 'aliasLong';
  if (!/^[A-Za-z0-9_.]+$/.test(alias)) return 'aliasChars';
  return reservedAliases.has(alias.toLowerCase()) ? 'aliasReserved' : undefined;
}

/** $0 means "not a creator"; a creator asks at least $1 (API.md: 1 or more makes a creator). */
function amountError(value: string): ProfileErrorKey | undefined {
  const parsed = parseAmount(value);
  if (!parsed.ok) {
    if (parsed.error === 'required') return 'required';
    return parsed.error === 'decimals' ? 'amountDecimals' : 'amountInvalid';
  }
  if (parsed.amount > 0 && parsed.amount < 1) return 'amountMin';
  return parsed.amount > SUBSCRIPTION_MAX ? 'amountMax' : undefined;
}

/** The same rules as the contract's profile patch, as translation keys, for the fields a form shows. */
export function checkProfile(
  values: ProfileValues,
  fields: readonly ProfileField[],
): Partial<Record<ProfileField, ProfileErrorKey>> {
  const found: Partial<Record<ProfileField, ProfileErrorKey | undefined>> = {
    first_name: nameError(values.first_name),
    last_name: nameError(values.last_name),
    alias: aliasError(values.alias),
    about: values.about.trim().length > ABOUT_MAX ? 'aboutLong' : undefined,
    subscription_amount: amountError(values.subscription_amount),
  };
  const errors: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  for (const field of fields) {
    const error = found[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The patch of the fields a form shows; call only after checkProfile found nothing. */
export function toProfilePatch(values: ProfileValues, fields: readonly ProfileField[]): ProfilePatch {
  const all: ProfilePatch = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    alias: values.alias.trim(),
    about: values.about.trim(),
    private_profile: values.private_profile,
    image: values.image,
    cover_image: values.cover_image,
  };
  const amount = parseAmount(values.subscription_amount);
  if (amount.ok) all.subscription_amount = amount.amount;
  const patch: Record<string, unknown> = {};
  for (const field of fields) if (all[field] !== undefined) patch[field] = all[field];
  return patch as ProfilePatch;
}
