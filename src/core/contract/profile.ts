import { z } from 'zod';
import { moneySchema, urlOrPathSchema } from './common';
import { aliasSchema, meSchema, nameSchema } from './users';

export const uploadLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;
export const uploadResponseSchema = z.object({ url: urlOrPathSchema });

export const profilePatchSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    alias: aliasSchema,
    private_profile: z.boolean(),
    subscription_amount: moneySchema.refine((value) => value <= 10_000, 'The maximum is $10000'),
    image: urlOrPathSchema.nullable(),
    cover_image: urlOrPathSchema.nullable(),
    about: z.string().trim().max(2000, 'Use at most 2000 characters'),
  })
  .partial()
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;
export const profileResponseSchema = z.object({ user: meSchema });

const settingsGroupSchema = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.boolean());
export const settingsSchema = z.object({
  notification: settingsGroupSchema,
  communication: settingsGroupSchema,
  messaging: settingsGroupSchema,
  privacy: settingsGroupSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.input<typeof settingsPatchSchema>;
export const settingsResponseSchema = z.object({ settings: settingsSchema });

export const closeAccountRequestSchema = z.object({ password: z.string().min(1, 'Enter your password').max(200) });
