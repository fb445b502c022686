import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format';

/** The number of unread notifications beside the Notifications link: the figure shown, the words read. */
export function UnreadBadge({ count }: { count: number | null }) {
  const { t } = useTranslation('app');
  const { number } = useFormat();
  if (!count) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count > 99 ? `${number(99)}+` : number(count)}</span>
      <span className="visually-hidden">, {t('notifications.unreadCount', { count })}</span>
    </span>
  );
}
