import { describe, expect, it } from 'vitest';
import { errorBodySchema, moneySchema, timestampSchema } from './common';
import { tipAmountSchema, tipIntentResponseSchema } from './money';
import { creatorLookupResponseSchema } from './posts';
import { reservedAliasList } from './reserved-aliases';
import { goalResponseSchema, supportersResponseSchema } from './supporters';
import { aliasSchema, publicUserSchema } from './users';
import { solanaTipResponseSchema } from './wallet';
import {
  miniAliasSchema,
  miniCreatorLookupResponseSchema,
  miniErrorBodySchema,
  miniMoneySchema,
  miniPublicUserSchema,
  miniTimestampSchema,
  miniTipAmountSchema,
} from './widget-reads';
import { miniGoalResponseSchema, miniSupportersResponseSchema } from './widget-reads-support';
import { miniSolanaTipResponseSchema, miniTipIntentResponseSchema } from './widget-reads-tip';

interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

// config.ts's theme choice is held to its twin in config/theme-choice.test.ts (contract imports no config).

/** The lean twin accepts exactly what the contract accepts, and reads it the same. */
function expectSameVerdicts(contract: Parser, lean: Parser, values: readonly unknown[]) {
  for (const value of values) {
    const expected = contract.safeParse(value);
    const actual = lean.safeParse(value);
    expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
    if (expected.success) expect(actual.data).toEqual(expected.data);
  }
}

// Values of every kind a field could wrongly hold, and the edges of the contract's rules.
const odd = [
  undefined,
  null,
  true,
  '',
  ' ',
  'x',
  '/a',
  `/${'a'.repeat(2047)}`,
  `/${'a'.repeat(2048)}`,
  'https://a.example/x.png',
  'ftp://a',
  0,
  -1,
  1.5,
  2 ** 53,
  NaN,
];
const numbers = [0, 0.01, 0.1, 1, 1.5, 1.005, 2.999, 3, 9999, 10_000, 10_001, 1e9, 1e9 + 0.01, -0.01, Infinity, NaN];

const user = {
  id: 2,
  first_name: 'Alice',
  last_name: 'L',
  alias: 'alice',
  image: '/uploads/a.png',
  cover_image: null,
  about: 'Coffee',
  private_profile: false,
  subscription_amount: 5,
  verified: true,
  total_posts: 3,
  input_solana_address: null,
};

/** The valid object, each of its fields left out, and each set to every odd value. */
function variants(valid: Record<string, unknown>): unknown[] {
  return [
    valid,
    { ...valid, extra: 1 },
    ...Object.keys(valid).flatMap((key) => [
      Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)),
      ...odd.map((value) => ({ ...valid, [key]: value })),
    ]),
  ];
}

describe("the widgets' lean schemas hold to the contract", () => {
  it('money', () => {
    expectSameVerdicts(moneySchema, miniMoneySchema, [...numbers, ...odd]);
  });

  it('a timestamp', () => {
    expectSameVerdicts(timestampSchema, miniTimestampSchema, [
      ...odd,
      '2026-12-26T10:00:00.000Z',
      '2026-12-26T10:00:00Z',
      '2026-12-26T10:00Z',
      '2026-12-26T10:00:00+01:00',
      '2026-12-26T10:00:00.123456+01:00',
      '2026-12-26',
      '2026-12-26 10:00:00Z',
      '2026-12-26T10:00:00',
      'x2026-12-26T10:00:00Z',
    ]);
  });

  it('the tip rule', () => {
    expectSameVerdicts(tipAmountSchema, miniTipAmountSchema, [...numbers, ...odd]);
  });

  it('the alias rule, reserved words included', () => {
    const aliases = ['abc', 'ab', ' alice ', 'al.ice_1', 'a b', 'é-lise', 'x'.repeat(30), 'x'.repeat(31), 'Home'];
    expectSameVerdicts(aliasSchema, miniAliasSchema, [...aliases, ...reservedAliasList, ...odd]);
  });

  it('an error body', () => {
    const body = { error: 'Nope', code: 'not_found', fields: { alias: 'taken' } };
    expectSameVerdicts(errorBodySchema, miniErrorBodySchema, [
      ...variants(body),
      { ...body, fields: { alias: 1 } },
      ...variants({ error: 'The price of this subscription is now $9.00', code: 'price_changed', price: 9 }),
      { error: 'x', price: -1 },
      ...odd,
    ]);
  });

  it("a crypto tip's status", () => {
    expectSameVerdicts(solanaTipResponseSchema, miniSolanaTipResponseSchema, [
      ...variants({ status: 'pending' }),
      ...variants({ status: 'confirmed', amount: 5, transaction: 'abc', thank_you: 'Thanks!' }),
      { status: 'confirmed' },
      { status: 'other' },
      ...odd,
    ]);
  });

  it("a crypto tip's intent, registered", () => {
    const intent = { reference: 'ref', creator: 'alice', amount: 5, expires_at: '2026-01-02T03:04:05.000Z' };
    expectSameVerdicts(tipIntentResponseSchema, miniTipIntentResponseSchema, [
      ...variants({ intent }),
      ...variants(intent).map((variant) => ({ intent: variant })),
      { intent: { ...intent, expires_at: '2026-01-02T03:04:05+02:00' } },
      { intent: { ...intent, expires_at: 'tomorrow' } },
      ...odd,
    ]);
  });

  it('a public user and the creator lookup, field by field', () => {
    // The host page reads no tip presets or thank-you note: the app's frame shows them (WidgetCreator).
    const hostPageUser = publicUserSchema.omit({ tip_presets: true, thank_you: true });
    expect(Object.keys(miniPublicUserSchema.shape).sort()).toEqual(Object.keys(hostPageUser.shape).sort());
    expectSameVerdicts(hostPageUser, miniPublicUserSchema, [...variants(user), ...odd]);
    expectSameVerdicts(creatorLookupResponseSchema.extend({ user: hostPageUser }), miniCreatorLookupResponseSchema, [
      ...variants({ user, is_subscribe: false }),
      ...variants(user).map((variant) => ({ user: variant, is_subscribe: true })),
    ]);
  });

  it("a creator's goal, field by field", () => {
    const goal = { title: 'A lens', target: 500, period: 'month', raised: 12.5, supporters: 3 };
    expectSameVerdicts(goalResponseSchema, miniGoalResponseSchema, [
      { goal: null },
      ...variants(goal).map((variant) => ({ goal: variant })),
      { goal: { ...goal, period: 'week' } },
      ...odd,
    ]);
  });

  it('the supporters wall, field by field', () => {
    const supporter = { name: 'Ana', message: 'Hi', amount: 3, created_at: '2026-11-26T10:00:00.000Z' };
    expectSameVerdicts(supportersResponseSchema, miniSupportersResponseSchema, [
      { supporters: [] },
      ...variants(supporter).map((variant) => ({ supporters: [variant] })),
      { supporters: [{ ...supporter, name: null, message: null, amount: null }] },
      { supporters: [{ ...supporter, created_at: '2026-11-26T10:00:00+02:00' }] },
      { supporters: [{ ...supporter, created_at: '26 Nov 2026' }] },
      { supporters: [supporter, { ...supporter, amount: -1 }] },
      { supporters: [supporter, null] },
      { supporters: { 0: supporter, length: 1 } },
      { supporters: 'Ana' },
      ...odd,
    ]);
  });
});
