import { NavLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import type { SampleEventType } from '../../sample/sample-types';
import { PageHead } from '../components/page-head';
import { TabBar } from '../../../components/tab-bar';
import '../social.css';
import { EventCard } from './event-card';
import { eventTypes, useEvents } from './use-events';

/** /events and /feed/events: every event, or one category (online, this week, local) by `?type=`. */
export function EventsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const requested = params.get('type');
  const type = eventTypes.find((candidate) => candidate === requested) as SampleEventType | undefined;
  const events = useEvents(type);
  const tabs: { key: SampleEventType | 'all'; to: string }[] = [
    { key: 'all', to: pathname },
    ...eventTypes.map((key) => ({ key, to: `${pathname}?type=${key}` })),
  ];

  return (
    <div className="page social-page">
      <PageHead title={ta('pages.events')} lead={t('events.lead')} />
      <TabBar label={t('events.categories')}>
        {tabs.map((tab) => {
          const current = (tab.key === 'all' && !type) || tab.key === type;
          return (
            <NavLink
              key={tab.key}
              to={tab.to}
              className={() => `tab-link${current ? ' active' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {t(`events.types.${tab.key}`)}
            </NavLink>
          );
        })}
      </TabBar>
      <QueryView query={events} isEmpty={(list) => list.length === 0} empty={t('events.empty')}>
        {(list) => (
          <div className="card-grid">
            {list.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
