import {
  authResponseSchema,
  meResponseSchema,
  type ForgotPassRequest,
  type SignInRequest,
  type SignUpRequest,
} from '../contract/auth';
import { messageSchema, okSchema } from '../contract/common';
import type { ApiContext } from './api-context';

export function createAuthApi({ http }: ApiContext) {
  return {
    signUp: (body: SignUpRequest) => http.request('post', '/v1/auth/sign-up', authResponseSchema, { json: body }),
    signIn: (body: SignInRequest) => http.request('post', '/v1/auth/sign-in', authResponseSchema, { json: body }),
    forgotPass: (body: ForgotPassRequest) =>
      http.request('post', '/v1/auth/forgot-pass', messageSchema, { json: body }),
    signOut: () => http.request('post', '/v1/auth/sign-out', okSchema, { json: {} }),
    me: async () => (await http.request('get', '/v1/customer/me', meResponseSchema)).user,
    /** The member and, with a frame's token, its connection (the daily cap and what it spent today). */
    account: () => http.request('get', '/v1/customer/me', meResponseSchema),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
