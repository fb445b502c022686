import { apiMessages, apiMessageTemplates, type ApiMessageName } from '../contract/api-messages';
import type { ErrorCode } from '../contract/error-codes';

/** A translated sentence of the API: a key of the common namespace's `apiErrors`. */
export type ApiMessageKey = `apiErrors.${ApiMessageName}` | `apiErrors.codes.${ErrorCode}`;

const byWords = new Map<string, ApiMessageName>(
  Object.entries(apiMessages).map(([name, words]) => [words, name as ApiMessageName]),
);
/** Each template's words before and after its value, found by writing a stand-in through it. */
const templates = Object.entries(apiMessageTemplates).map(([name, { value, write }]) => {
  const [before = '', after = ''] = write('\u0000').split('\u0000');
  return { name: name as ApiMessageName, before, after, value };
});

/**
 * The translation of a sentence the API said (contract/api-messages.ts), with the value it carries; null
 * for words it does not know. The API keeps answering in English, for its logs and for every client.
 */
export function apiMessageKey(message: string): { key: ApiMessageKey; values: Record<string, string> } | null {
  const name = byWords.get(message);
  if (name) return { key: `apiErrors.${name}`, values: {} };
  for (const template of templates) {
    const fits =
      message.length > template.before.length + template.after.length &&
      message.startsWith(template.before) &&
      message.endsWith(template.after);
    if (fits) {
      const value = message.slice(template.before.length, message.length - template.after.length);
      return { key: `apiErrors.${template.name}`, values: { [template.value]: value } };
    }
  }
  return null;
}
