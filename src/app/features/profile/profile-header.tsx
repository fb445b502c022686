import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../core/contract/users';
import { displayName } from '../../../core/people/person-name';
import { useAppServices } from '../../boot/app-context';
import { useSession } from '../../hooks/use-session';
import { Avatar } from '../../components/avatar';
import { VerifiedBadge } from '../../components/verified-badge';
import { CopyButton } from '../../components/copy-button';
import { ImageMenu } from './image-menu';
import { SubscribeButton } from './subscribe-button';
import { paths } from '../../config/paths';
import { useFormat } from '../../hooks/use-format';

/** Cover (200 px), avatar (140 px), names, verified badge, posts count and the viewer's actions. */
export function ProfileHeader({
  creator,
  isOwner,
  isSubscribed,
  subscribedUntil,
}: {
  creator: PublicUser;
  isOwner: boolean;
  isSubscribed: boolean;
  /** Until when the viewer's subscription runs (the lookup's `subscription`). */
  subscribedUntil: string | null;
}) {
  const { t } = useTranslation('posts');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const { config } = useAppServices();
  const { user } = useSession();
  const link = new URL(`${config.basePath.replace(/\/$/, '')}/${creator.alias}`, new URL(config.appUrl).origin).href;
  const isCreator = creator.subscription_amount >= 1;
  return (
    <header className="profile-header card">
      <div className="profile-cover">{creator.cover_image ? <img src={creator.cover_image} alt="" /> : null}</div>
      <div className="profile-identity">
        <span className="profile-avatar">
          <Avatar person={creator} size={140} />
        </span>
        <div className="profile-names">
          <h1>
            {displayName(creator)}
            <VerifiedBadge verified={creator.verified} />
          </h1>
          <p className="muted">
            <bdi>@{creator.alias}</bdi> · {t('creator.posts', { count: creator.total_posts })}
          </p>
        </div>
        <div className="profile-actions">
          {isOwner ? (
            <>
              <Link className="button" to={paths.settings.account.href()}>
                {t('profile.edit')}
              </Link>
              <ImageMenu alias={creator.alias} />
            </>
          ) : isSubscribed ? (
            // SPEC.md: subscribed visitors see no subscribe button; the quiet state says until when.
            <span className="subscribed-state">
              <span aria-hidden="true">✓</span>{' '}
              {subscribedUntil
                ? tCommon('subscribe.until', { date: format.date(subscribedUntil) })
                : tCommon('subscribe.subscribed')}
            </span>
          ) : isCreator && user?.id !== creator.id ? (
            <SubscribeButton creator={creator} />
          ) : null}
          <CopyButton text={link} label={t('profile.copyLink')} />
        </div>
      </div>
    </header>
  );
}
