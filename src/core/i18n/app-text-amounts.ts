import { embedCapLimits } from '../contract/embed';
import { postLimits } from '../contract/posts';
import { profileLimits } from '../contract/profile';
import { serviceLimits } from '../contract/travel';
import { goalLimits } from '../contract/supporters';
import { defaultTipPresets } from '../contract/tip-limits';
import { textAmounts } from './text-amounts';

/**
 * The amounts the app's texts name beyond the widgets' (text-amounts.ts), from contract modules that
 * bring zod, which the widgets' runtime does not bundle: the app's i18next (create-i18n.ts) fills in both.
 */
export const appTextAmounts = {
  ...textAmounts,
  capMin: embedCapLimits.min,
  capMax: embedCapLimits.max,
  subscriptionMax: profileLimits.subscriptionMax,
  goalTargetMin: goalLimits.targetMin,
  goalTargetMax: goalLimits.targetMax,
  paidPostMin: postLimits.paidMin,
  servicePriceMin: serviceLimits.minPrice,
  /** The tip form's three amounts until a creator names theirs (the settings' hint names them). */
  tipPreset1: defaultTipPresets[0] ?? 0,
  tipPreset2: defaultTipPresets[1] ?? 0,
  tipPreset3: defaultTipPresets[2] ?? 0,
} as const;
