import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { embedSchema } from './embed';
import { aliasSchema, meSchema, nameSchema } from './users';

/** The words of the email and password rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const emailMessages = {
  invalid: 'Enter a valid email address',
  taken: 'An account already uses this email',
} as const;
export const passwordMessages = {
  required: 'Enter your password',
  short: 'The password needs at least 8 characters',
  long: 'The password can have at most 200 characters',
  wrong: 'The password is wrong',
} as const;

export const emailSchema = lazySchema(() =>
  z.string().trim().toLowerCase().pipe(z.email(emailMessages.invalid).max(254)),
);
export const passwordSchema = lazySchema(() =>
  z.string({ error: passwordMessages.required }).min(8, passwordMessages.short).max(200, passwordMessages.long),
);

export const signUpRequestSchema = lazySchema(() =>
  z.object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    alias: aliasSchema.optional(),
    captcha: z.string().max(4096).optional(),
  }),
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1, passwordMessages.required).max(200),
    captcha: z.string().max(4096).optional(),
  }),
);
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const forgotPassRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
export type ForgotPassRequest = z.input<typeof forgotPassRequestSchema>;

export const authResponseSchema = lazySchema(() => z.object({ token: z.string().min(1), user: meSchema }));
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** With a frame's token, `embed` is its connection: the daily cap and what it spent today. */
export const meResponseSchema = lazySchema(() => z.object({ user: meSchema, embed: embedSchema.optional() }));
export type MeResponse = z.infer<typeof meResponseSchema>;
