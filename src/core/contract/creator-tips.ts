import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { characterCount, tipLimits } from './tip-limits';

/** API.md, 'A creator's business': a creator offers three amounts, and thanks a reader on the receipt. */
export const tipPresetCount = 3;
export const thankYouMaxLength = 280;

/** The words of the presets' and thank-you note's rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const creatorTipMessages = {
  presetRequired: 'Enter an amount',
  presetWhole: 'Use whole dollars, no cents',
  presetMin: `An amount is at least $${tipLimits.min}`,
  presetMax: `An amount is at most $${tipLimits.max}`,
  presetRepeated: 'Each amount is a different one',
  presetCount: `Give ${tipPresetCount} amounts`,
  thankYouLong: `A thank-you note has at most ${thankYouMaxLength} characters`,
} as const;

/** One preset: a tip the balance tab could pay as it is (whole dollars, within the tip's limits). */
const presetSchema = lazySchema(() =>
  z
    .number({ error: creatorTipMessages.presetRequired })
    .refine((value) => Number.isFinite(value), creatorTipMessages.presetRequired)
    .refine((value) => Number.isInteger(value), creatorTipMessages.presetWhole)
    .refine((value) => value >= tipLimits.min, creatorTipMessages.presetMin)
    .refine((value) => value <= tipLimits.max, creatorTipMessages.presetMax),
);

/**
 * Three different amounts: a repeated one would offer the same button twice. The issue names the
 * later copy (`tip_presets.1`), so a form puts it beside the field that repeats.
 */
export const tipPresetsSchema = lazySchema(() =>
  z
    .array(presetSchema, { error: creatorTipMessages.presetCount })
    .length(tipPresetCount, creatorTipMessages.presetCount)
    .superRefine((presets, context) => {
      presets.forEach((amount, index) => {
        if (presets.indexOf(amount) !== index) {
          context.addIssue({ code: 'custom', message: creatorTipMessages.presetRepeated, path: [index] });
        }
      });
    }),
);

/** Plain text, trimmed; empty means no note (the receipt says 'Thank you!' alone). */
export const thankYouSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => characterCount(value) <= thankYouMaxLength, creatorTipMessages.thankYouLong),
);

/** What a creator's profile answers (PublicUser): their presets, or the defaults for one who set none. */
export const tipPresetsAnswerSchema = lazySchema(() => z.array(z.number().int().positive()).length(tipPresetCount));
