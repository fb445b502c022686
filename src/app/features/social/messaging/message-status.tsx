import { useTranslation } from 'react-i18next';

/** One tick when sent, two when read; the words are there for screen readers and on hover. */
export function MessageStatus({ read }: { read: boolean }) {
  const { t } = useTranslation('social');
  const label = read ? t('messaging.read') : t('messaging.sent');
  return (
    <span className={`message-status${read ? ' message-status-read' : ''}`} title={label}>
      <svg width="18" height="12" viewBox="0 0 18 12" aria-hidden="true" focusable="false">
        <path d="M1 6.5l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {read ? <path d="M7 10l1 1 7.5-9" fill="none" stroke="currentColor" strokeWidth="1.8" /> : null}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
