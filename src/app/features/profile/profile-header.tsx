import { isCreatorPrice } from '../../../core/contract/creator-rule';
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
import { RenewalAction } from '../../components/renewal-action';
import { RenewalDate } from '../../components/renewal-date';

/** Cover (200 px), avatar (140 px), names, verified badge, posts count and the viewer's actions. */
export function ProfileHeader({
  creator,
  isOwner,
  isSubscribed,
  subscription,
}: {
  creator: PublicUser;
  isOwner: boolean;
  isSubscribed: boolean;
  /** The viewer's subscription: until when it runs and whether it renews then (the lookup's `subscription`). */
  subscription: { expires_at: string; renews: boolean } | null;
}) {
  const { t } = useTranslation('posts');
  const { t: tCommon } = useTranslation();
  const { config } = useAppServices();
  const { user } = useSession();
  const link = new URL(`${config.basePath.replace(/\/$/, '')}/${creator.alias}`, new URL(config.appUrl).origin).href;
  const isCreator = isCreatorPrice(creator.subscription_amount);
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
            // SPEC.md: subscribed visitors see no subscribe button; the quiet state says when it renews
            // (or ends), beside the way to cancel or resume it.
            <span className="subscribed-summary">
              <span className="subscribed-state">
                <span aria-hidden="true">✓</span> <span>{tCommon('subscribe.subscribed')}</span>
                {subscription ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <RenewalDate subscription={subscription} />
                  </>
                ) : null}
              </span>
              {subscription ? <RenewalAction creator={creator} subscription={subscription} /> : null}
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
