import { useTranslation } from 'react-i18next';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { displayName, initials } from '../../core/people/person-name';
import { tw } from '../styles/tw';

/** A creator's picture, or their initials without one; `className` sizes and frames it. */
export function CreatorAvatar({ user, className }: { user: WidgetCreator; className: string }) {
  const { t } = useTranslation();
  const name = displayName(user);
  if (user.image) {
    return (
      <img
        src={user.image}
        alt={t('creator.avatar', { name })}
        className={tw(`rounded-full object-cover shrink-0 ${className}`)}
      />
    );
  }
  return (
    <div
      className={tw(`rounded-full bg-amber-700 text-white grid place-items-center font-bold shrink-0 ${className}`)}
      aria-hidden="true"
    >
      {initials(user)}
    </div>
  );
}
