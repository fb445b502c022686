import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager, usePageInRange } from '../../components/pager';
import { EmptyState, QueryView } from '../../components/status';
import { paths } from '../../config/paths';
import { usePageParam } from '../../hooks/use-page-param';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotificationItem } from './notification-item';
import { NOTIFICATIONS_PAGE_SIZE, useMarkNotificationsRead, useNotificationPage } from './use-notifications';
import './notifications.css';

/**
 * /notifications: what happened to the member's money and posts (API.md), newest first, a page at a
 * time; what their notification settings show, read or unread on every device.
 */
export function NotificationsPage() {
  const { t } = useTranslation('app');
  const title = t('pages.notifications');
  usePageTitle(title);
  const [page, setPage] = usePageParam();
  const query = usePageInRange(useNotificationPage(page), {
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    total: (data) => data.total,
    onPage: setPage,
  });
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;

  return (
    <div className="page notifications-page">
      <header className="notifications-head">
        <div>
          <h1>{title}</h1>
          {query.data && query.data.total > 0 ? (
            <p className="muted notifications-lead" aria-live="polite">
              {unread === 0 ? t('notifications.allRead') : t('notifications.unreadCount', { count: unread })}
            </p>
          ) : null}
        </div>
        <div className="notifications-actions">
          <Link to={paths.settings.notification.href()} className="button">
            {t('notifications.settings')}
          </Link>
          <button
            type="button"
            className="button"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            {t('notifications.markAllRead')}
          </button>
        </div>
      </header>
      <section className="card" aria-label={title}>
        <QueryView query={query}>
          {(data) =>
            data.notifications.length === 0 ? (
              <EmptyState>
                <span className="notifications-empty">
                  <strong>{t('notifications.empty')}</strong>
                  <span>{t('notifications.emptyHint')}</span>
                </span>
              </EmptyState>
            ) : (
              <>
                <ul className="notification-list">
                  {data.notifications.map((note) => (
                    <NotificationItem
                      key={note.id}
                      note={note}
                      busy={markRead.isPending}
                      onRead={(id) => markRead.mutate([id])}
                    />
                  ))}
                </ul>
                <Pager
                  page={page}
                  pageSize={NOTIFICATIONS_PAGE_SIZE}
                  total={data.total}
                  onPage={setPage}
                  label={t('notifications.pages')}
                />
              </>
            )
          }
        </QueryView>
      </section>
    </div>
  );
}
