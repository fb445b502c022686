import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A service picture, or a plain placeholder when there is none or it fails to load. */
export function ServiceImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const { t } = useTranslation('travel');
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={`travel-image-placeholder ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <span aria-hidden="true">{t('noImage')}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setFailed(src)} />;
}
