import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from '../../../core/contract/auth';
import { issueKey } from '../../../core/i18n/issue-key';
import { checkSignUp, signUpBody, type SignUpValues } from './sign-up-check';

const good: SignUpValues = {
  first_name: ' Ann ',
  last_name: 'Lee',
  email: ' Ann@Example.COM ',
  password: 'long-enough-1',
  alias: '',
};

describe('sign-up is refused as the API would refuse it, with the same message', () => {
  it('sends the normalised body when it passes', () => {
    expect(checkSignUp(good)).toEqual({
      ok: true,
      value: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'long-enough-1' },
    });
  });

  it.each([
    [{ first_name: '  ' }, { first_name: 'rules.required' }],
    [{ last_name: 'x'.repeat(61) }, { last_name: 'rules.nameLong' }],
    [{ email: '' }, { email: 'rules.required' }],
    [{ email: 'not-an-email' }, { email: 'rules.email' }],
    [{ password: '' }, { password: 'rules.passwordShort' }],
    [{ password: 'short' }, { password: 'rules.passwordShort' }],
    [{ password: 'x'.repeat(201) }, { password: 'rules.passwordLong' }],
    [{ alias: 'ab' }, { alias: 'rules.aliasShort' }],
    [{ alias: 'ana lee' }, { alias: 'rules.aliasChars' }],
    [{ alias: 'Settings' }, { alias: 'rules.aliasReserved' }],
  ])('refuses %j', (change, errors) => {
    const values = { ...good, ...change };
    expect(checkSignUp(values)).toEqual({ ok: false, errors });
    const server: Record<string, string> = {};
    for (const issue of signUpRequestSchema.safeParse(signUpBody(values)).error?.issues ?? []) {
      server[String(issue.path[0])] ??= issueKey(issue);
    }
    expect(server).toEqual(errors);
  });
});
