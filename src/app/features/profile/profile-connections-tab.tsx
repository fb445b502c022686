import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreatorSummary } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { CreatorRow } from '../../components/creator-row';
import { EmptyState, QueryView } from '../../components/status';
import { useProfile } from '../../hooks/use-profile';
import { queryKeys } from '../../lib/query-keys';
import { Section } from '../../components/section';

function PeopleList({
  id,
  title,
  people,
  empty,
}: {
  id: string;
  title: string;
  people: CreatorSummary[];
  empty: string;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {people.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="profile-people">
          {people.map((person) => (
            <li key={person.id}>
              <CreatorRow creator={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /{alias}/connections: who subscribes to the creator and whom the creator subscribes to. */
export function ProfileConnectionsTab() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  const { api } = useAppServices();
  const { creator } = useProfile();
  const connections = useQuery({
    queryKey: queryKeys.connections(creator.id),
    queryFn: () => api.creators.connections(creator.id),
  });
  const name = creator.first_name;
  return (
    <Section className="profile-tab" title={tApp('pages.connections')}>
      <QueryView query={connections}>
        {(data) => (
          <>
            <PeopleList
              id="subscribers-title"
              title={t('profile.connections.subscribers')}
              people={data.subscribers}
              empty={t('profile.connections.noSubscribers', { name })}
            />
            <PeopleList
              id="subscriptions-title"
              title={t('profile.connections.subscriptions')}
              people={data.subscriptions}
              empty={t('profile.connections.noSubscriptions', { name })}
            />
          </>
        )}
      </QueryView>
    </Section>
  );
}
