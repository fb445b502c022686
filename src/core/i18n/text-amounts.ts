import { CREATOR_MIN_DOLLARS } from '../contract/creator-rule';
import { tipLimits } from '../contract/tip-limits';

/**
 * The amounts the texts name, by the name a text gives each (`{{tipMin, dollars}}`): the contract's own
 * limits, so each number is written once, in the code, and every language writes it with its money
 * format (i18n-init.ts, `dollars`). i18next fills them into every text (`interpolation.defaultVariables`),
 * so no caller passes them and no text can miss one. Only modules without zod here: the widgets' runtime
 * starts i18next with these (create-fixed-i18n.ts); the app's texts name more (app-text-amounts.ts).
 */
export const textAmounts = {
  tipMin: tipLimits.min,
  tipMax: tipLimits.max,
  creatorMin: CREATOR_MIN_DOLLARS,
  /** "Above $0", "$0 for none": no limit, yet written as the reader writes money. */
  zero: 0,
} as const;
