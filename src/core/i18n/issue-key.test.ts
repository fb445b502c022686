import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aliasSchema } from '../contract/users';
import { issueKey } from './issue-key';

const firstKey = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? issueKey(issue) : null;
};

describe('issueKey', () => {
  it("finds a contract rule's translation by its words", () => {
    expect(firstKey(aliasSchema, 'ab')).toBe('rules.aliasShort');
    expect(firstKey(aliasSchema, 'auth')).toBe('rules.aliasReserved');
  });

  it('calls a missing value required, and anything it does not know not accepted', () => {
    expect(firstKey(z.object({ name: z.string() }), {})).toBe('rules.required');
    expect(firstKey(z.string().max(1), 'long')).toBe('rules.invalid');
  });
});
