import { signUpRequestSchema } from '../../../core/contract/auth';
import { checkFields } from '../../../core/forms/contract-check';

export const signUpFields = ['first_name', 'last_name', 'email', 'password', 'alias'] as const;
export type SignUpField = (typeof signUpFields)[number];
export type SignUpValues = Record<SignUpField, string>;

// A blank field is one not given: the contract calls a missing name or email "required", and the
// alias is optional. The password stays as typed: spaces count in a password.
const given = (text: string) => (text.trim() === '' ? undefined : text);

/** The sign-up form as a request body, before any check. */
export function signUpBody(values: SignUpValues): Record<SignUpField, string | undefined> {
  return {
    first_name: given(values.first_name),
    last_name: given(values.last_name),
    email: given(values.email),
    password: values.password,
    alias: given(values.alias),
  };
}

/** Sign-up checked with the schema the API parses it with; when it passes, the body to send. */
export function checkSignUp(values: SignUpValues) {
  return checkFields(signUpRequestSchema, signUpBody(values), signUpFields);
}
