import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../hooks/use-format';
import { useFriends } from './use-friends';
import { paths } from '../../../config/paths';

/** Friends with their mutual count and whether they are online; online ones first. */
export function FriendsCard() {
  const { t } = useTranslation('social');
  const format = useFormat();
  const friends = useFriends();
  return (
    <section className="card" aria-labelledby="friends-title">
      <h2 id="friends-title" className="card-title">
        {t('friends.title')}
      </h2>
      <QueryView query={friends} isEmpty={(list) => list.length === 0} empty={t('friends.empty')}>
        {(list) => (
          <ul className="people-list">
            {[...list]
              .sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online'))
              .map((friend) => (
                <li key={friend.id} className="person">
                  <Avatar person={{ image: friend.avatar, name: friend.name }} size={40} status={friend.status} />
                  <div>
                    <p className="person-name">{friend.name}</p>
                    <p className="muted small">
                      {t('friends.mutual', { count: friend.mutualCount })} ·{' '}
                      {friend.status === 'online'
                        ? t('friends.onlineNow')
                        : t('friends.lastSeen', { when: format.relative(friend.lastActivity) })}
                    </p>
                  </div>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
      <Link to={paths.messaging.href()} className="card-link">
        {t('friends.openChats')}
      </Link>
    </section>
  );
}
