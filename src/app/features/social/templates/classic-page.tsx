import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { PageHead } from '../components/page-head';
import { EventCard } from '../events/event-card';
import { useEvents } from '../events/use-events';
import { NewsList } from '../feed/news-list';
import { StoriesStrip } from '../feed/stories-strip';
import { GroupCard } from '../groups/group-card';
import { useGroups } from '../groups/use-groups';
import '../social.css';
import { paths } from '../../../config/paths';

/** /classic: the classic community front page — stories, news, suggested groups, upcoming events. */
export function ClassicPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const groups = useGroups();
  const events = useEvents();
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.classic')} lead={t('classic.lead')} />
      <div className="card">
        <StoriesStrip />
      </div>
      <div className="social-columns">
        <div className="stack">
          <section aria-labelledby="classic-events">
            <div className="section-head">
              <h2 id="classic-events">{t('classic.upcoming')}</h2>
              <Link to={paths.feed.events.href()}>{t('common.seeAll')}</Link>
            </div>
            <QueryView query={events} isEmpty={(list) => list.length === 0} empty={t('events.empty')}>
              {(list) => (
                <div className="card-grid">
                  {list.slice(0, 3).map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))}
                </div>
              )}
            </QueryView>
          </section>
          <section aria-labelledby="classic-groups">
            <div className="section-head">
              <h2 id="classic-groups">{t('classic.groups')}</h2>
              <Link to={paths.feed.groups.href()}>{t('common.seeAll')}</Link>
            </div>
            <QueryView query={groups} isEmpty={(list) => list.length === 0} empty={t('groups.empty')}>
              {(list) => (
                <div className="card-grid">
                  {list
                    .filter((group) => !group.isJoin)
                    .slice(0, 2)
                    .map((group) => (
                      <GroupCard key={group.id} group={group} />
                    ))}
                </div>
              )}
            </QueryView>
          </section>
        </div>
        <aside className="social-aside card" aria-labelledby="classic-news">
          <h2 id="classic-news" className="card-title">
            {t('news.title')}
          </h2>
          <NewsList />
        </aside>
      </div>
    </div>
  );
}
