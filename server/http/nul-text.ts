import { HttpError } from './http-error';

/**
 * Text holding U+0000 is refused at the door, whatever the engine: PostgreSQL's text cannot store it
 * (the query failed, a 500) where SQLite kept it, so one API answered two ways. No rule of the contract
 * lets a person type it; a request carrying it is a client's mistake or a probe.
 */
const refused = () => new HttpError('invalid_input', 'Text may not contain the NUL character (U+0000)');

/** A URL's path or query with `%00`, which decodes to U+0000 (`%2500` is the text "%00", and allowed). */
export function refuseNulInUrl(url: string): void {
  if (url.includes('%00')) throw refused();
}

/** An escaped U+0000 in a JSON text: `\u0000` after an even number of backslashes (`\\u0000` is text). */
const escapedNul = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** A JSON body with U+0000 in a string: JSON can carry it only escaped, as `\u0000`. */
export function refuseNulInJson(text: string): void {
  if (text.includes('\\u0000') && escapedNul.test(text)) throw refused();
}
