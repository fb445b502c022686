import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { CardSection } from '../../../components/section';
import { QueryView } from '../../../components/status';
import { useFormat } from '../../../hooks/use-format';
import { useSampleText } from '../../sample/use-sample-text';
import { useAnswerFriendRequest, useFriendRequests } from './use-friends';

const answers = [
  { action: 'accept', accept: true },
  { action: 'decline', accept: false },
] as const;

/** SAMPLE DATA: friend requests to accept or decline; accepting one adds a friend. */
export function FriendRequestsCard() {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const requests = useFriendRequests();
  const answer = useAnswerFriendRequest();
  return (
    <CardSection title={t('notifications.requestsTitle')}>
      <QueryView
        query={requests}
        isEmpty={(list) => list.every((note) => !note.isFriendRequest)}
        empty={t('notifications.requestsEmpty')}
      >
        {(list) => (
          <ul className="people-list">
            {list
              .filter((note) => note.isFriendRequest)
              .map((note) => (
                <li key={note.id} className="person friend-request">
                  <Avatar person={{ image: note.avatar, name: note.title }} size={40} />
                  <div className="grow">
                    <p dir="auto">
                      <strong>{note.title}</strong> {sampleText(note.description)}
                    </p>
                    <p className="muted small">
                      <time dateTime={note.time}>{format.relative(note.time)}</time>
                    </p>
                    <div className="inline-actions">
                      {answers.map(({ action, accept }) => (
                        <button
                          key={action}
                          type="button"
                          className={accept ? 'button button-accent button-small' : 'button button-small'}
                          disabled={answer.isPending}
                          onClick={() => answer.mutate({ id: note.id, accept })}
                          aria-label={t('common.actionFor', { action: t(`notifications.${action}`), name: note.title })}
                        >
                          {t(`notifications.${action}`)}
                        </button>
                      ))}
                    </div>
                  </div>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </CardSection>
  );
}
