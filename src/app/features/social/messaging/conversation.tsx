import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import type { SampleUser } from '../../sample/sample-types';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../hooks/use-format';
import { Composer } from './composer';
import { MessageStatus } from './message-status';
import { useConversation } from './use-chats';
import { useSampleText } from '../../sample/use-sample-text';

export function Conversation({ friend }: { friend: SampleUser }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const thread = useConversation(friend.id);
  const listRef = useRef<HTMLOListElement>(null);
  const count = thread.data?.length ?? 0;

  // The newest message is at the bottom: keep it in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <section className="conversation card" aria-labelledby="conversation-title">
      <header className="conversation-head">
        <Avatar person={{ image: friend.avatar, name: friend.name }} size={44} status={friend.status} />
        <div>
          <h2 id="conversation-title" className="card-title">
            {friend.name}
          </h2>
          <p className="muted small">
            {friend.status === 'online'
              ? t('friends.onlineNow')
              : t('friends.lastSeen', { when: format.relative(friend.lastActivity) })}
          </p>
        </div>
      </header>
      <QueryView query={thread}>
        {(messages) => (
          <ol
            className="messages"
            ref={listRef}
            // It scrolls: keyboard users reach it to read back.
            tabIndex={0}
            aria-live="polite"
            aria-label={t('messaging.messagesWith', { name: friend.name })}
          >
            {messages.map((message) => (
              <li key={message.id} className={`message${message.isSend ? ' message-own' : ''}`}>
                <span className="visually-hidden">{message.isSend ? t('messaging.you') : friend.name}: </span>
                {message.image ? (
                  <img className="message-image" src={message.image} alt={t('messaging.photo')} />
                ) : null}
                <p dir="auto">{sampleText(message.message)}</p>
                <span className="message-meta">
                  <time dateTime={message.sentOn}>{format.time(message.sentOn)}</time>
                  {message.isSend ? <MessageStatus read={message.isRead} /> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      <Composer key={friend.id} friendId={friend.id} friendName={friend.name} />
    </section>
  );
}
