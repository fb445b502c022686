import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { Notification } from '../../../core/contract/notifications';
import { displayName } from '../../../core/people/person-name';
import { Avatar } from '../../components/avatar';
import { QuotedText } from '../../components/quoted-text';
import { paths } from '../../config/paths';
import { useFormat } from '../../hooks/use-format';

/** Money that came to the member: a tip, a new subscription, a renewal. */
const incoming = new Set<Notification['type']>(['tip', 'subscription', 'renewal']);

/**
 * The sentence's key: a crypto tip has no member behind it, so it reads differently; an ended subscription
 * says why, and a creator whose account has closed has no name left to say.
 */
function sentenceKey(note: Notification) {
  if (note.type === 'tip' && note.actor === null) return 'notifications.text.cryptoTip' as const;
  if (note.type === 'subscription_ended' && note.reason === 'creator_gone') {
    return note.actor === null
      ? ('notifications.text.subscriptionEndedCreatorClosed' as const)
      : ('notifications.text.subscriptionEndedCreatorGone' as const);
  }
  return `notifications.text.${note.type}` as const;
}

/**
 * One notification: who (their picture and name, linking to their profile), what happened, the amount,
 * the tip's note or the comment with a link to its post, and when. Following a link, or 'Mark as read',
 * marks it read.
 */
export function NotificationItem({
  note,
  onRead,
  busy,
}: {
  note: Notification;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('app');
  const format = useFormat();
  const opened = () => {
    if (!note.read) onRead(note.id);
  };
  const name = note.actor
    ? displayName(note.actor)
    : t(note.type === 'tip' ? 'notifications.cryptoReader' : 'notifications.someone');
  const who = note.actor ? <Link to={paths.profile.root.href(note.actor.alias)} onClick={opened} /> : <strong />;

  return (
    <li className={`notification${note.read ? '' : ' notification-unread'}`}>
      {note.actor ? (
        <Link
          to={paths.profile.root.href(note.actor.alias)}
          onClick={opened}
          className="notification-avatar"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar person={note.actor} size={44} />
        </Link>
      ) : (
        <Avatar person={{ name, image: '' }} size={44} />
      )}
      <div className="notification-body">
        <p dir="auto">
          <Trans t={t} i18nKey={sentenceKey(note)} values={{ name }} components={[who]} />
          {note.amount === undefined ? null : (
            <>
              {' '}
              <span
                className={`notification-amount${incoming.has(note.type) ? ' notification-amount-in' : ''}`}
                dir="ltr"
              >
                {incoming.has(note.type) ? '+' : ''}
                {format.money(note.amount)}
              </span>
            </>
          )}
          {note.read ? null : <span className="visually-hidden"> ({t('notifications.unread')})</span>}
        </p>
        {note.message ? (
          <p className="notification-message">
            <QuotedText text={note.message} />
          </p>
        ) : null}
        <p className="muted small notification-meta">
          <time dateTime={note.created_at}>{format.relative(note.created_at)}</time>
          {note.type === 'comment' && note.post_id !== undefined ? (
            <>
              {' · '}
              <Link to={paths.post.href(note.post_id)} onClick={opened}>
                {t('notifications.seePost')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {note.read ? null : (
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={() => onRead(note.id)}
          aria-label={t('notifications.markReadOf', { name })}
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
