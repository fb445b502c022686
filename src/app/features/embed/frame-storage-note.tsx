import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameStorage } from '../../boot/embed-boot';

/**
 * Whether the browser refuses this frame its storage (embed-boot.ts decides, for the session too):
 * the member's session then lasts only as long as the page and the site's other open frames.
 */
export function useFrameForgets(): boolean {
  const [forgets] = useState(() => frameStorage(window) === undefined);
  return forgets;
}

/**
 * A calm word beside the sign-in and the balance form when the frame cannot remember the member: why
 * they will sign in again after a reload. Plain text that stays as long as the form does (not a toast,
 * not an alert); `id` lets a button point to it as its description.
 */
export function FrameStorageNote({ id }: { id?: string }) {
  const { t } = useTranslation('app');
  const forgets = useFrameForgets();
  if (!forgets) return null;
  return (
    <p id={id} className="muted">
      {t('embed.notRemembered')}
    </p>
  );
}
