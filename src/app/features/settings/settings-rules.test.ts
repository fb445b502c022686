import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/api-error';
import { checkProfile, toProfilePatch, type ProfileValues } from './profile-rules';
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
    expect(checkProfile(values, creatorFields)).toEqual({});
    expect(toProfilePatch(values, creatorFields)).toEqual({
      first_name: 'Ana',
      last_name: 'Lee',
      alias: 'ana.lee',
      about: 'Hello',
      subscription_amount: 4.5,
      private_profile: true,
      image: null,
      cover_image: 'https://img.example/c.png',
    });
    expect(Object.keys(toProfilePatch(values, memberFields)).sort()).toEqual(
      ['alias', 'first_name', 'image', 'last_name', 'private_profile'].sort(),
    );
  });

  it.each([
    [{ first_name: '  ' }, { first_name: 'required' }],
    [{ last_name: 'x'.repeat(61) }, { last_name: 'nameLong' }],
    [{ alias: 'ab' }, { alias: 'aliasShort' }],
    [{ alias: 'a'.repeat(31) }, { alias: 'aliasLong' }],
    [{ alias: 'ana lee' }, { alias: 'aliasChars' }],
    [{ alias: 'Settings' }, { alias: 'aliasReserved' }],
    [{ subscription_amount: '0.5' }, { subscription_amount: 'amountMin' }],
    [{ subscription_amount: '10000.01' }, { subscription_amount: 'amountMax' }],
    [{ subscription_amount: '3.333' }, { subscription_amount: 'amountDecimals' }],
    [{ subscription_amount: 'five' }, { subscription_amount: 'amountInvalid' }],
    [{ about: 'x'.repeat(2001) }, { about: 'aboutLong' }],
  ])('refuses %j', (change, errors) => {
    expect(checkProfile({ ...values, ...change }, creatorFields)).toEqual(errors);
  });

  it('ignores the rules of fields the form does not show', () => {
    expect(checkProfile({ ...values, subscription_amount: 'five' }, memberFields)).toEqual({});
  });
});

describe('toFieldErrors', () => {
  const fields = ['amount', 'address'] as const;
  it('puts server field errors at their fields, strays and plain errors above the button', () => {
    const invalid = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'address: bad',
      fields: { address: 'bad', other: 'odd' },
    });
    expect(toFieldErrors(invalid, fields, {}, 'generic')).toEqual({ address: 'bad', form: 'address: bad' });
    const poor = new ApiError({ status: 402, code: 'insufficient_balance', message: 'Too low' });
    expect(toFieldErrors(poor, fields, { insufficient_balance: 'amount' }, 'generic')).toEqual({ amount: 'Too low' });
    expect(toFieldErrors(poor, fields, {}, 'generic')).toEqual({ form: 'Too low' });
    expect(toFieldErrors(new Error('boom'), fields, {}, 'generic')).toEqual({ form: 'generic' });
  });
});
