import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Icon } from '../../../components/icon';
import { Avatar } from '../../../components/avatar';
import { PageHead } from '../components/page-head';
import '../social.css';
import { useCelebrations } from './use-feed';
import { WishesForm } from './wishes-form';
import { FriendRequestsCard } from '../friends/friend-requests-card';
import { FriendsCard } from '../friends/friends-card';

/**
 * /feed/celebration: today's birthdays and anniversaries among friends, with a note to each; beside them,
 * the friends and the friend requests (sample data, as the rest of the page).
 */
export function CelebrationPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const celebrations = useCelebrations();
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.celebration')} lead={t('celebration.lead')} />
      <div className="social-columns">
        <QueryView query={celebrations} isEmpty={(list) => list.length === 0} empty={t('celebration.empty')}>
          {(list) => (
            <div className="feed">
              {list.map((item) => (
                <article key={item.user.id} className="card celebration">
                  <span className="feature-icon">
                    <Icon name={item.kind === 'birthday' ? 'heart' : 'star'} size={24} />
                  </span>
                  <div className="grow">
                    <h2 className="card-title person">
                      <Avatar
                        person={{ image: item.user.avatar, name: item.user.name }}
                        size={40}
                        status={item.user.status}
                      />
                      {item.user.name}
                    </h2>
                    <p>
                      {item.kind === 'birthday'
                        ? t('celebration.birthday', { name: item.user.name, count: item.years })
                        : t('celebration.anniversary', { name: item.user.name, count: item.years })}
                    </p>
                    {item.wished ? (
                      <p className="success-line" role="status">
                        {t('celebration.wished')}
                      </p>
                    ) : (
                      <WishesForm celebration={item} />
                    )}
                  </div>
                </article>
              ))}
            </div>
          )}
        </QueryView>
        <aside className="social-aside">
          <FriendRequestsCard />
          <FriendsCard />
        </aside>
      </div>
    </div>
  );
}
