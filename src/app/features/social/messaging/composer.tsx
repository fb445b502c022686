import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from './use-chats';

/** The text stays in the field until the message is sent, so a failed send loses nothing. */
export function Composer({ friendId, friendName }: { friendId: number; friendName: string }) {
  const { t } = useTranslation('social');
  const [text, setText] = useState('');
  const send = useSendMessage(friendId);
  const inputId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText('') });
  };

  return (
    <form className="message-composer" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('messaging.messageTo', { name: friendName })}
      </label>
      <input
        id={inputId}
        dir="auto"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('messaging.placeholder')}
        autoComplete="off"
        maxLength={1000}
      />
      <button type="submit" className="button button-accent" disabled={send.isPending || text.trim() === ''}>
        {send.isPending ? t('common.sending') : t('messaging.send')}
      </button>
    </form>
  );
}
