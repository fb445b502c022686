import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../hooks/use-format';
import { MessageStatus } from './message-status';
import { useChats } from './use-chats';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

export function ChatList({ activeId }: { activeId: number | null }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const chats = useChats();
  return (
    <QueryView query={chats} isEmpty={(list) => list.length === 0} empty={t('messaging.noChats')}>
      {(list) => (
        <ul className="chat-list">
          {list.map(({ user, last, unread }) => (
            <li key={user.id}>
              <Link
                to={paths.messaging.href({ chat: user.id })}
                className={`chat-link${user.id === activeId ? ' chat-link-active' : ''}`}
                aria-current={user.id === activeId ? 'page' : undefined}
              >
                <Avatar person={{ image: user.avatar, name: user.name }} size={44} status={user.status} />
                <span className="chat-summary">
                  <span className="chat-name">
                    <span className="chat-name-text">{user.name}</span>
                    <time className="muted small" dateTime={last.sentOn}>
                      {format.relative(last.sentOn)}
                    </time>
                  </span>
                  <span className="chat-preview muted">
                    {last.isSend ? <MessageStatus read={last.isRead} /> : null}
                    <span className="chat-preview-text" dir="auto">
                      {sampleText(last.message)}
                    </span>
                    {unread > 0 ? (
                      <span className="count-badge">
                        {unread}
                        <span className="visually-hidden"> {t('messaging.unread')}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
