import type { ReactNode } from 'react';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { displayName } from '../../core/people/person-name';
import { tw } from '../styles/tw';
import { CreatorAvatar } from './creator-avatar';

/** Whom a dialog pays, at first sight: avatar, name, and a line under it (the alias, or a price). */
export function CreatorHeading({ user, detail }: { user: WidgetCreator; detail?: ReactNode }) {
  const name = displayName(user);
  return (
    <div className={tw('flex items-center gap-3 mb-4')} data-testid="creator-heading">
      <CreatorAvatar user={user} className="w-12 h-12 text-lg" />
      <div className={tw('min-w-0')}>
        <p className={tw('font-semibold truncate')} dir="auto">
          {name}
        </p>
        <p className={tw('text-sm text-stone-600 dark:text-stone-300')}>
          {detail ?? <bdi dir="ltr">@{user.alias}</bdi>}
        </p>
      </div>
    </div>
  );
}
