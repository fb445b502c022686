import { useTranslation } from 'react-i18next';
import type { SampleNotification } from '../../sample/sample-types';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../hooks/use-format';
import { useAnswerFriendRequest, useMarkRead } from './use-notifications';
import { useSampleText } from '../../sample/use-sample-text';

export function NotificationItem({ note }: { note: SampleNotification }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const answer = useAnswerFriendRequest();
  const markRead = useMarkRead();
  const busy = answer.isPending;

  return (
    <li className={`notification${note.isRead ? '' : ' notification-unread'}`}>
      <Avatar person={{ image: note.avatar, name: note.title }} size={44} />
      <div className="notification-body">
        <p dir="auto">
          <strong>{note.title}</strong> {sampleText(note.description)}
          {note.isRead ? null : <span className="visually-hidden"> ({t('notifications.unread')})</span>}
        </p>
        <p className="muted small">
          <time dateTime={note.time}>{format.relative(note.time)}</time>
        </p>
        {note.isFriendRequest ? (
          <div className="inline-actions">
            <button
              type="button"
              className="button button-accent"
              disabled={busy}
              onClick={() => answer.mutate({ id: note.id, accept: true })}
              aria-label={t('common.actionFor', { action: t('notifications.accept'), name: note.title })}
            >
              {t('notifications.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => answer.mutate({ id: note.id, accept: false })}
              aria-label={t('common.actionFor', { action: t('notifications.decline'), name: note.title })}
            >
              {t('notifications.decline')}
            </button>
          </div>
        ) : null}
      </div>
      {note.isRead || note.isFriendRequest ? null : (
        <button
          type="button"
          className="button button-small"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(note.id)}
          aria-label={t('common.actionFor', { action: t('notifications.markRead'), name: note.title })}
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
