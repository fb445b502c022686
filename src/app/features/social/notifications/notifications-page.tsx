import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { PageHead } from '../components/page-head';
import '../social.css';
import { FriendsCard } from './friends-card';
import { NotificationItem } from './notification-item';
import { useMarkRead, useNotifications } from './use-notifications';

export function NotificationsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const unread = notifications.data?.filter((note) => !note.isRead).length ?? 0;

  return (
    <div className="page social-page">
      <PageHead
        title={ta('pages.notifications')}
        lead={t('notifications.unreadCount', { count: unread })}
        actions={
          <button
            type="button"
            className="button"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            {t('notifications.markAllRead')}
          </button>
        }
      />
      <div className="social-columns">
        <section className="card" aria-label={ta('pages.notifications')}>
          <div className="segmented" role="group" aria-label={t('notifications.show')}>
            <button type="button" aria-pressed={!onlyUnread} onClick={() => setOnlyUnread(false)}>
              {t('notifications.all')}
            </button>
            <button type="button" aria-pressed={onlyUnread} onClick={() => setOnlyUnread(true)}>
              {t('notifications.unreadOnly')}
            </button>
          </div>
          <QueryView
            query={notifications}
            isEmpty={(list) => list.filter((note) => !onlyUnread || !note.isRead).length === 0}
            empty={onlyUnread ? t('notifications.noneUnread') : t('notifications.empty')}
          >
            {(list) => (
              <ul className="notification-list">
                {list
                  .filter((note) => !onlyUnread || !note.isRead)
                  .map((note) => (
                    <NotificationItem key={note.id} note={note} />
                  ))}
              </ul>
            )}
          </QueryView>
        </section>
        <aside className="social-aside">
          <FriendsCard />
        </aside>
      </div>
    </div>
  );
}
