import { HttpError } from './http-error';

/** An upload's file name: random hex, then the type its bytes were found to be. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export function uploadUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/api/uploads/${name}`;
}

/** Exactly the URL `uploadUrl` gives for some upload: no query, no other path, no other origin. */
export function isOwnUpload(publicUrl: string, url: string): boolean {
  const prefix = uploadUrl(publicUrl, '');
  return url.startsWith(prefix) && UPLOAD_NAME.test(url.slice(prefix.length));
}

/**
 * Image fields of profiles and posts take only this API's uploads (API.md, Limits), so a creator's
 * page never loads a third party's picture (a tracking pixel) in its readers' browsers. A field that
 * fails is refused like any invalid input, under its own name; null (no picture) is always fine.
 */
export function requireOwnUploads(publicUrl: string, fields: Record<string, string | null | undefined>): void {
  const wrong: Record<string, string> = {};
  for (const [field, url] of Object.entries(fields)) {
    if (url != null && !isOwnUpload(publicUrl, url)) wrong[field] = 'Upload the image to Cuppa first';
  }
  const [first] = Object.keys(wrong);
  if (first) throw new HttpError('invalid_input', `${first}: Upload the image to Cuppa first`, wrong);
}
