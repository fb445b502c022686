import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { CardSection } from '../../../components/section';
import { PersonItem } from '../components/person-item';
import { useFormat } from '../../../hooks/use-format';
import { useFriends } from './use-friends';
import { paths } from '../../../config/paths';

/** Friends with their mutual count and whether they are online; online ones first. */
export function FriendsCard() {
  const { t } = useTranslation('social');
  const format = useFormat();
  const friends = useFriends();
  return (
    <CardSection title={t('friends.title')}>
      <QueryView query={friends} isEmpty={(list) => list.length === 0} empty={t('friends.empty')}>
        {(list) => (
          <ul className="people-list">
            {[...list]
              .sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online'))
              .map((friend) => (
                <PersonItem key={friend.id} person={friend}>
                  {t('friends.mutual', { count: friend.mutualCount })} ·{' '}
                  {friend.status === 'online'
                    ? t('friends.onlineNow')
                    : t('friends.lastSeen', { when: format.relative(friend.lastActivity) })}
                </PersonItem>
              ))}
          </ul>
        )}
      </QueryView>
      <Link to={paths.messaging.href()} className="card-link">
        {t('friends.openChats')}
      </Link>
    </CardSection>
  );
}
