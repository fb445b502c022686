import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { PageHead } from '../components/page-head';
import '../social.css';
import { GroupCard } from './group-card';
import { useGroups } from './use-groups';

type Filter = 'all' | 'joined' | 'Public' | 'Private';
const filters: Filter[] = ['all', 'joined', 'Public', 'Private'];

export function GroupsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const groups = useGroups();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (groups.data ?? []).filter(
    (group) => filter === 'all' || (filter === 'joined' ? group.isJoin : group.type === filter),
  );
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.groups')} lead={t('groups.lead')} />
      <div className="segmented" role="group" aria-label={t('groups.show')}>
        {filters.map((key) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {t(`groups.filters.${key}`)}
          </button>
        ))}
      </div>
      <QueryView query={groups} isEmpty={() => shown.length === 0} empty={t('groups.empty')}>
        {() => (
          <div className="card-grid">
            {shown.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
