import { isCreatorPrice } from './creator-rule';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { moneySchema, urlOrPathSchema } from './common';
import { thankYouSchema, tipPresetsSchema } from './creator-tips';
import { goalSchema } from './supporters';
import { aliasSchema, meSchema, nameSchema } from './users';

export const uploadLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;
/** The words of the API's upload refusals (forms translate them through core/i18n/issue-key.ts). */
export const uploadMessages = {
  missing: 'Choose an image to upload',
  tooLarge: 'The image is larger than 5 MB',
  type: 'Only PNG and JPEG images are accepted',
} as const;
export const uploadResponseSchema = lazySchema(() => z.object({ url: urlOrPathSchema }));

export const profileLimits = { subscriptionMax: 10_000, aboutMax: 2000 } as const;
/** The words of the profile's own rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const profileMessages = {
  subscriptionMin: 'A subscription is at least $1, or $0 for none',
  subscriptionMax: 'The maximum is $10,000',
  aboutLong: 'Use at most 2000 characters',
} as const;

export const profilePatchSchema = lazySchema(() =>
  z
    .object({
      first_name: nameSchema,
      last_name: nameSchema,
      alias: aliasSchema,
      private_profile: z.boolean(),
      // $0 means "not a creator"; a creator asks at least $1 (API.md: 1 or more makes a creator), so an
      // amount between would be a price nobody could be charged as a creator.
      subscription_amount: moneySchema
        .refine((value) => value === 0 || isCreatorPrice(value), profileMessages.subscriptionMin)
        .refine((value) => value <= profileLimits.subscriptionMax, profileMessages.subscriptionMax),
      image: urlOrPathSchema.nullable(),
      cover_image: urlOrPathSchema.nullable(),
      about: z.string().trim().max(profileLimits.aboutMax, profileMessages.aboutLong),
      /** API.md: the creator's goal, or null for none (supporters.ts). */
      goal: goalSchema.nullable(),
      /** API.md: three whole-dollar amounts the tip forms offer, and the note on the reader's receipt. */
      tip_presets: tipPresetsSchema,
      thank_you: thankYouSchema,
    })
    .partial()
    .strict(),
);
export type ProfilePatch = z.input<typeof profilePatchSchema>;
export const profileResponseSchema = lazySchema(() => z.object({ user: meSchema }));

const settingsGroupSchema = lazySchema(() => z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.boolean()));
export const settingsSchema = lazySchema(() =>
  z.object({
    notification: settingsGroupSchema,
    communication: settingsGroupSchema,
    messaging: settingsGroupSchema,
    privacy: settingsGroupSchema,
  }),
);
export type Settings = z.infer<typeof settingsSchema>;
export const settingsPatchSchema = lazySchema(() => settingsSchema.partial().strict());
export type SettingsPatch = z.input<typeof settingsPatchSchema>;
export const settingsResponseSchema = lazySchema(() => z.object({ settings: settingsSchema }));

export const closeAccountRequestSchema = lazySchema(() =>
  z.object({ password: z.string().min(1, 'Enter your password').max(200) }),
);
