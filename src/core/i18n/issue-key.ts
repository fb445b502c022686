import type { z } from 'zod';
import { emailMessages, passwordMessages } from '../contract/auth';
import { moneyMessages } from '../contract/common';
import { embedCapMessages } from '../contract/embed';
import { addressMessages, tipMessages, tipNoteMessages, withdrawMessages } from '../contract/money';
import { postMessages } from '../contract/posts';
import { profileMessages, uploadMessages } from '../contract/profile';
import { creatorTipMessages } from '../contract/creator-tips';
import { goalMessages } from '../contract/supporters';
import { serviceMessages } from '../contract/travel';
import { aliasMessages, nameMessages } from '../contract/users';
import { webhookMessages } from '../contract/webhooks';
import type common from '../../../locales/en/common.json';

/** A translated rule text: a key of the common namespace, so every form (and the frame) has it. */
export type RuleKey = `rules.${keyof typeof common.rules}` | `tip.errors.${keyof typeof common.tip.errors}`;

/** One family of the contract's rule texts and the key of each; the type insists on every text. */
function family<M extends Record<string, string>>(messages: M, keys: { [K in keyof M]: RuleKey }) {
  return Object.entries(messages).map(([name, message]) => [message, keys[name as keyof M]] as const);
}

/**
 * The one mapping from a contract rule to its translation. The API must keep answering in English, so
 * the contract's rules carry their English words, and zod 4 lets only refinements carry params, not
 * built-in checks such as `.min()`: the words are what every issue has, here and in the API's `fields`.
 */
const pairs: (readonly [string, RuleKey])[] = [
  ...family(tipMessages, {
    required: 'tip.errors.required',
    min: 'tip.errors.min',
    whole: 'tip.errors.whole',
    max: 'tip.errors.max',
  }),
  ...family(tipNoteMessages, { long: 'tip.errors.messageLong' }),
  ...family(moneyMessages, {
    required: 'rules.amountRequired',
    negative: 'rules.amountNegative',
    tooLarge: 'rules.amountTooLarge',
    decimals: 'rules.amountDecimals',
    positive: 'rules.amountPositive',
  }),
  ...family(addressMessages, {
    required: 'rules.addressRequired',
    invalid: 'rules.addressInvalid',
    notWallet: 'rules.addressNotWallet',
  }),
  ...family(withdrawMessages, { belowMinimum: 'rules.withdrawMinimum', feeTooHigh: 'rules.withdrawFeeTooHigh' }),
  ...family(aliasMessages, {
    short: 'rules.aliasShort',
    long: 'rules.aliasLong',
    chars: 'rules.aliasChars',
    reserved: 'rules.aliasReserved',
    taken: 'rules.aliasTaken',
  }),
  ...family(nameMessages, { required: 'rules.required', long: 'rules.nameLong' }),
  ...family(profileMessages, {
    subscriptionMin: 'rules.subscriptionMin',
    subscriptionMax: 'rules.subscriptionMax',
    aboutLong: 'rules.aboutLong',
  }),
  ...family(embedCapMessages, { whole: 'rules.capWhole', min: 'rules.capMin', max: 'rules.capMax' }),
  ...family(emailMessages, { invalid: 'rules.email', taken: 'rules.emailTaken' }),
  ...family(passwordMessages, {
    required: 'rules.required',
    short: 'rules.passwordShort',
    long: 'rules.passwordLong',
    wrong: 'rules.passwordWrong',
  }),
  ...family(postMessages, {
    commentRequired: 'rules.commentRequired',
    commentLong: 'rules.commentLong',
    textLong: 'rules.postTextLong',
    mediaMax: 'rules.postMediaMax',
    empty: 'rules.postEmpty',
    paidMin: 'rules.paidPostMin',
    priceOnlyPaid: 'rules.priceOnlyPaid',
  }),
  ...family(serviceMessages, { unknownCity: 'rules.cityUnknown' }),
  ...family(uploadMessages, {
    missing: 'rules.imageMissing',
    tooLarge: 'rules.imageTooLarge',
    type: 'rules.imageType',
  }),
  ...family(goalMessages, {
    titleRequired: 'rules.goalTitleRequired',
    titleLong: 'rules.goalTitleLong',
    targetWhole: 'rules.goalTargetWhole',
    targetMin: 'rules.goalTargetMin',
    targetMax: 'rules.goalTargetMax',
  }),
  ...family(creatorTipMessages, {
    presetRequired: 'rules.amountRequired',
    presetWhole: 'rules.presetWhole',
    presetMin: 'rules.presetMin',
    presetMax: 'rules.presetMax',
    presetRepeated: 'rules.presetRepeated',
    presetCount: 'rules.presetCount',
    thankYouLong: 'rules.thankYouLong',
  }),
  ...family(webhookMessages, {
    urlInvalid: 'rules.webhookUrlInvalid',
    urlHttps: 'rules.webhookUrlHttps',
    urlPrivate: 'rules.webhookUrlPrivate',
    urlUnresolved: 'rules.webhookUrlUnresolved',
    eventsRequired: 'rules.webhookEventsRequired',
    tooMany: 'rules.webhookTooMany',
  }),
];
const keyOfMessage = new Map(pairs);

/** The translation key of a contract issue; a value of the wrong type (a form leaves a blank out) is "required". */
export function issueKey(issue: Pick<z.core.$ZodIssue, 'code' | 'message'>): RuleKey {
  const known = keyOfMessage.get(issue.message);
  if (known) return known;
  return issue.code === 'invalid_type' ? 'rules.required' : 'rules.invalid';
}

/** Every rule text and its key, for the tests that hold the mapping to the contract and the locales. */
export const ruleMessagePairs: readonly (readonly [string, RuleKey])[] = pairs;

/** The translation key of a field error the API sent: its `fields` carry a rule's words, as issues do. */
export function fieldKey(message: string): RuleKey {
  return issueKey({ code: 'custom', message });
}
