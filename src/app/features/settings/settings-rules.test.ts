import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/api-error';
import { profilePatchSchema } from '../../../core/contract/profile';
import { createI18n } from '../../../core/i18n/create-i18n';
import { issueKey, type RuleKey } from '../../../core/i18n/issue-key';
import { addressMessages } from '../../../core/contract/money';
import { apiMessages } from '../../../core/contract/api-messages';
import { errorText as errorTextOf } from '../../../core/i18n/error-text';
import es from '../../../../locales/es/common.json';
import { checkProfile, type ProfileValues } from './profile-values';
import { toFieldErrors } from '../../hooks/use-form-submit';
import { creatorFields, memberFields } from './profile-form';

const values: ProfileValues = {
  first_name: ' Ana ',
  last_name: 'Lee',
  alias: 'ana.lee',
  about: ' Hello ',
  subscription_amount: '4.50',
  private_profile: true,
  image: null,
  cover_image: 'https://img.example/c.png',
};

describe('checkProfile', () => {
  it('passes good values and patches only the fields a form shows', () => {
    expect(checkProfile(values, creatorFields)).toEqual({ ok: true, patch: expect.any(Object) });
    const patch = (fields: typeof creatorFields | typeof memberFields) => {
      const check = checkProfile(values, fields);
      return check.ok ? check.patch : null;
    };
    expect(patch(creatorFields)).toEqual({
      first_name: 'Ana',
      last_name: 'Lee',
      alias: 'ana.lee',
      about: 'Hello',
      subscription_amount: 4.5,
      private_profile: true,
      image: null,
      cover_image: 'https://img.example/c.png',
    });
    expect(Object.keys(patch(memberFields) ?? {}).sort()).toEqual(
      ['alias', 'first_name', 'image', 'last_name', 'private_profile'].sort(),
    );
  });

  it.each([
    [{ first_name: '  ' }, { first_name: 'rules.required' }],
    [{ last_name: 'x'.repeat(61) }, { last_name: 'rules.nameLong' }],
    [{ alias: '' }, { alias: 'rules.aliasShort' }],
    [{ alias: 'ab' }, { alias: 'rules.aliasShort' }],
    [{ alias: 'a'.repeat(31) }, { alias: 'rules.aliasLong' }],
    [{ alias: 'ana lee' }, { alias: 'rules.aliasChars' }],
    [{ alias: 'Settings' }, { alias: 'rules.aliasReserved' }],
    [{ subscription_amount: '0.5' }, { subscription_amount: 'rules.subscriptionMin' }],
    [{ subscription_amount: '10000.01' }, { subscription_amount: 'rules.subscriptionMax' }],
    [{ subscription_amount: '3.333' }, { subscription_amount: 'rules.amountDecimals' }],
    [{ about: 'x'.repeat(2001) }, { about: 'rules.aboutLong' }],
  ])('refuses %j as the API would, with the same message', (change, errors) => {
    const typed = { ...values, ...change };
    expect(checkProfile(typed, creatorFields)).toEqual({ ok: false, errors });
    // What the form would send, through the schema the API parses the patch with.
    const { subscription_amount: amount, ...text } = typed;
    const body = { ...text, subscription_amount: Number(amount) };
    const server: Record<string, string> = {};
    for (const issue of profilePatchSchema.safeParse(body).error?.issues ?? []) {
      server[String(issue.path[0])] ??= issueKey(issue);
    }
    expect(server).toEqual(errors);
  });

  it.each([
    [{ subscription_amount: 'five' }, { subscription_amount: 'amountInvalid' }],
    [{ subscription_amount: ' ' }, { subscription_amount: 'rules.required' }],
  ])('refuses %j, an amount it cannot read, in its own words', (change, errors) => {
    expect(checkProfile({ ...values, ...change }, creatorFields)).toEqual({ ok: false, errors });
  });

  it('ignores the rules of fields the form does not show', () => {
    expect(checkProfile({ ...values, subscription_amount: 'five' }, memberFields).ok).toBe(true);
  });
});

describe('toFieldErrors', () => {
  const fields = ['amount', 'address'] as const;
  const spanish = async () => {
    const { i18n, ready } = createI18n({ loadPath: '/x', lng: 'es', resources: { es: { common: es } } });
    await ready;
    const t = i18n.getFixedT('es', 'common') as (key: string, values?: object) => string;
    // What useErrorText does, in Spanish.
    const errorText = (error: unknown, fallback?: string) => {
      const { key, values } = errorTextOf(error);
      return key === 'errors.generic' && fallback ? fallback : t(key, values);
    };
    return { t: t as (key: RuleKey) => string, errorText };
  };

  it('puts server field errors at their fields, in the reader’s language, strays and plain errors above the button', async () => {
    const words = await spanish();
    const invalid = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: `address: ${addressMessages.invalid}`,
      fields: { address: addressMessages.invalid, other: 'odd' },
    });
    expect(toFieldErrors(invalid, { fields, fallback: 'generic', ...words })).toEqual({
      address: es.rules.addressInvalid,
      form: es.rules.invalid,
    });
    // Words the contract does not name are still not shown in English at a field; an item's error lands at its list.
    const unknown = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'amount.0: odd',
      fields: { 'amount.0': 'odd' },
    });
    expect(toFieldErrors(unknown, { fields, fallback: 'generic', ...words })).toEqual({ amount: es.rules.invalid });
    // The API's words for a low balance, then words it has no translation for: the code's text.
    const poor = new ApiError({ status: 402, code: 'insufficient_balance', message: 'Too low' });
    expect(
      toFieldErrors(poor, { fields, codeFields: { insufficient_balance: 'amount' }, fallback: 'generic', ...words }),
    ).toEqual({ amount: es.apiErrors.codes.insufficient_balance });
    expect(toFieldErrors(poor, { fields, fallback: 'generic', ...words })).toEqual({
      form: es.apiErrors.codes.insufficient_balance,
    });
    const yourself = new ApiError({ status: 400, code: 'invalid_input', message: apiMessages.payYourself });
    expect(toFieldErrors(yourself, { fields, fallback: 'generic', ...words })).toEqual({
      form: es.apiErrors.payYourself,
    });
    expect(toFieldErrors(new Error('boom'), { fields, fallback: 'generic', ...words })).toEqual({ form: 'generic' });
  });
});
