import { useTranslation } from 'react-i18next';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('posts');
  if (!verified) return null;
  return (
    <span className="verified" title={t('creator.verified')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 1.5 14.6 4l3.6-.4.9 3.5 3.1 1.9-1.4 3.3 1.4 3.3-3.1 1.9-.9 3.5-3.6-.4L12 22.5 9.4 20l-3.6.4-.9-3.5-3.1-1.9L3.2 12 1.8 8.7l3.1-1.9.9-3.5 3.6.4z"
        />
        <path fill="none" stroke="var(--surface)" strokeWidth="2.2" d="m7.5 12.2 3 3 6-6.2" />
      </svg>
      <span className="visually-hidden">{t('creator.verified')}</span>
    </span>
  );
}
