import { embedSchema, type Embed } from '../../../core/contract/embed';

/** The connection the frame's token belongs to: its id (to end it on sign-out) and its daily cap. */
const recordKey = (site: string) => `cuppa.embed:${site}:connection`;

export function readConnection(site: string): Embed | null {
  try {
    const parsed = embedSchema.safeParse(JSON.parse(localStorage.getItem(recordKey(site)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeConnection(site: string, embed: Embed | null): void {
  try {
    if (embed) localStorage.setItem(recordKey(site), JSON.stringify(embed));
    else localStorage.removeItem(recordKey(site));
  } catch {
    // Storage denied: sign-out then only forgets the token, and the member can revoke in settings.
  }
}
