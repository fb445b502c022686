import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMessages, apiMessageTemplates } from '../contract/api-messages';
import { apiErrorCodes } from '../contract/error-codes';
import { ApiError } from '../http/api-error';
import { apiMessageKey } from './api-message-key';
import { errorText } from './error-text';

const common = JSON.parse(readFileSync(join(__dirname, '../../../locales/en/common.json'), 'utf8')) as {
  apiErrors: Record<string, string> & { codes: Record<string, string> };
};

describe('apiMessageKey', () => {
  it("finds each of the API's sentences, and English says them in the API's own words", () => {
    for (const [name, words] of Object.entries(apiMessages)) {
      expect(apiMessageKey(words)).toEqual({ key: `apiErrors.${name}`, values: {} });
      expect(common.apiErrors[name], name).toBe(words);
    }
    expect(apiMessageKey('Something nobody said')).toBeNull();
  });

  it("finds each sentence carrying a value, and English says it in the API's own words", () => {
    for (const [name, { value, write }] of Object.entries(apiMessageTemplates)) {
      expect(apiMessageKey(write('$12.50')), name).toEqual({ key: `apiErrors.${name}`, values: { [value]: '$12.50' } });
      expect(common.apiErrors[name]?.replace(`{{${value}}}`, 'ghost'), name).toBe(write('ghost'));
    }
    expect(apiMessageKey(apiMessageTemplates.noCreatorCalled.write('ghost'))).toEqual({
      key: 'apiErrors.noCreatorCalled',
      values: { alias: 'ghost' },
    });
  });

  it('has a text for every code the API answers with', () => {
    for (const code of apiErrorCodes) expect(common.apiErrors.codes[code], code).toBeTruthy();
  });
});

describe('errorText', () => {
  it('words a failure by what the client names, the sentence, the rule, then the code', () => {
    const failure = (code: string, message: string, fields?: Record<string, string>) =>
      new ApiError({ status: 400, code: code as never, message, fields });
    expect(errorText(failure('network', 'Network Error'))).toEqual({ key: 'errors.network', values: { status: 400 } });
    expect(errorText(failure('conflict', apiMessages.requestAnswered)).key).toBe('apiErrors.requestAnswered');
    expect(errorText(failure('invalid_input', 'x', { alias: 'The alias needs at least 3 characters' })).key).toBe(
      'rules.aliasShort',
    );
    expect(errorText(failure('daily_limit', 'This site may spend up to 5.00 dollars a day'))).toEqual({
      key: 'apiErrors.codes.daily_limit',
      values: {},
      english: 'This site may spend up to 5.00 dollars a day',
    });
    expect(errorText(new Error('boom')).key).toBe('errors.generic');
  });
});
