import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { refuseNulInJson } from './nul-text';
import { apiMessages } from '../../src/core/contract/api-messages';

function invalid(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return new HttpError('invalid_input', `${where}${first?.message ?? 'Invalid input'}`, fields);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** The JSON body, parsed with its contract schema; malformed JSON is a 400 like any bad input. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  let text = '';
  try {
    text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError('invalid_input', 'The request body is not valid JSON');
  }
  refuseNulInJson(text);
  return parseWith(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** A numeric path parameter; anything else cannot name a row, so it is a 404. */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError('not_found', apiMessages.notFound);
  return id;
}
