import { z } from 'zod';
import { aliasSchema, meSchema, nameSchema } from './users';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
export const passwordSchema = z
  .string({ error: 'Enter your password' })
  .min(8, 'The password needs at least 8 characters')
  .max(200, 'The password can have at most 200 characters');

export const signUpRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  alias: aliasSchema.optional(),
  captcha: z.string().max(4096).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(200),
  captcha: z.string().max(4096).optional(),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const forgotPassRequestSchema = z.object({ email: emailSchema });
export type ForgotPassRequest = z.input<typeof forgotPassRequestSchema>;

export const authResponseSchema = z.object({ token: z.string().min(1), user: meSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: meSchema });
