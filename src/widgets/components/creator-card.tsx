import { useTranslation } from 'react-i18next';
import { displayName } from '../../core/people/person-name';
import { tw } from '../styles/tw';
import { CreatorAvatar } from './creator-avatar';
import { CreatorError } from './inline-error';
import { SubscribeControl } from './subscribe-control';
import { TipControl } from './tip-control';
import { useReleaseRoom } from './release-room';
import { useCreator } from './use-creator';

/** Cover, avatar (initials without one), name, verified badge, posts count, about, and both buttons. */
export function CreatorCard() {
  const { t } = useTranslation();
  const creator = useCreator();
  useReleaseRoom(creator.status !== 'loading');
  if (creator.status === 'error') return <CreatorError error={creator.error} />;
  const card =
    'w-full max-w-[22rem] overflow-hidden rounded-2xl border border-stone-200 bg-white text-stone-900 dark:bg-stone-900 dark:text-stone-100 dark:border-stone-700';
  if (creator.status === 'loading') {
    return <div className={tw(`${card} h-[360px] animate-pulse`)} aria-busy="true" aria-label={t('actions.loading')} />;
  }
  const { user } = creator.data;
  const name = displayName(user);
  return (
    <article className={tw(card)} aria-label={name}>
      {user.cover_image ? (
        <img src={user.cover_image} alt={t('creator.cover', { name })} className={tw('h-24 w-full object-cover')} />
      ) : (
        <div className={tw('h-24 bg-gradient-to-r from-amber-600 to-orange-900')} aria-hidden="true" />
      )}
      <div className={tw('px-5 pb-5 -mt-10')}>
        <CreatorAvatar user={user} className="w-20 h-20 border-4 border-white dark:border-stone-900 text-2xl" />
        {/* One line of name and at most three of about: the card stays within the room the loader
            reserved for it, so nothing on the page moves when it arrives. */}
        <h2 className={tw('mt-2 text-xl font-bold flex items-center gap-2')}>
          <span dir="auto" className={tw('truncate')} title={name}>
            {name}
          </span>
          {user.verified ? (
            <span
              className={tw(
                'shrink-0 inline-grid place-items-center w-5 h-5 rounded-full bg-sky-600 text-white text-xs',
              )}
              role="img"
              aria-label={t('creator.verified')}
            >
              ✓
            </span>
          ) : null}
        </h2>
        <p className={tw('text-sm text-stone-600 dark:text-stone-300')}>
          {t('creator.postsCount', { count: user.total_posts })}
        </p>
        {user.about ? (
          <p
            dir="auto"
            className={tw(
              'mt-3 text-sm overflow-hidden [display:-webkit-box] [-webkit-line-clamp:3] [-webkit-box-orient:vertical]',
            )}
          >
            {user.about}
          </p>
        ) : null}
        <div className={tw('mt-4 flex flex-wrap gap-2')}>
          <SubscribeControl />
          <TipControl />
        </div>
      </div>
    </article>
  );
}
