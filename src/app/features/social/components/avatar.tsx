import { useTranslation } from 'react-i18next';

/** A round picture; `status` adds the online/offline dot, announced in words. */
export function Avatar({
  src,
  name,
  size = 48,
  status,
}: {
  src: string;
  name: string;
  size?: number;
  status?: 'online' | 'offline';
}) {
  const { t } = useTranslation('social');
  return (
    <span className="avatar" style={{ inlineSize: size, blockSize: size }}>
      <img src={src} alt="" width={size} height={size} />
      {status ? (
        <span className={`presence presence-${status}`}>
          <span className="visually-hidden">{t(`friends.${status}`, { name })}</span>
        </span>
      ) : null}
    </span>
  );
}
