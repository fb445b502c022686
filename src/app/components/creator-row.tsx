import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatorSummary } from '../../core/contract/users';
import { displayName } from '../../core/people/person-name';
import { Avatar } from './avatar';
import { VerifiedBadge } from './verified-badge';
import { paths } from '../config/paths';

/** A creator in a list: picture, name, verified badge and posts count, linking to /{alias}. */
export function CreatorRow({ creator, size = 48 }: { creator: CreatorSummary; size?: number }) {
  const { t } = useTranslation('posts');
  return (
    <Link className="creator-row" to={paths.profile.root.href(creator.alias)}>
      <Avatar person={creator} size={size} />
      <span className="creator-row-text">
        <span className="creator-row-name">
          {displayName(creator)}
          <VerifiedBadge verified={creator.verified} />
        </span>
        <span className="muted">
          <bdi>@{creator.alias}</bdi> · {t('creator.posts', { count: creator.total_posts })}
        </span>
      </span>
    </Link>
  );
}
