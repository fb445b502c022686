import { embedSchema, type Embed } from '../../../core/contract/embed';
import { frameStorage } from '../../boot/embed-boot';

/** The connection the frame's token belongs to: its id (to end it on sign-out) and its daily cap. */
const recordKey = (site: string) => `cuppa.embed:${site}:connection`;

export function readConnection(site: string): Embed | null {
  try {
    const parsed = embedSchema.safeParse(JSON.parse(frameStorage(window)?.getItem(recordKey(site)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeConnection(site: string, embed: Embed | null): void {
  // Storage refused (frameStorage): sign-out then only forgets the token, and the member can revoke in
  // settings.
  const storage = frameStorage(window);
  try {
    if (embed) storage?.setItem(recordKey(site), JSON.stringify(embed));
    else storage?.removeItem(recordKey(site));
  } catch {
    // Storage full: as above.
  }
}
