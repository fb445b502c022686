import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../../components/section';
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

/** A few items of a list in a grid, with a link to the whole list beside the heading. */
function PreviewSection({ title, seeAll, children }: { title: string; seeAll: string; children: ReactNode }) {
  const { t } = useTranslation('social');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{title}</h2>
        <Link to={seeAll}>{t('common.seeAll')}</Link>
      </div>
      {children}
    </section>
  );
}

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
          <PreviewSection title={t('classic.upcoming')} seeAll={paths.feed.events.href()}>
            <QueryView query={events} isEmpty={(list) => list.length === 0} empty={t('events.empty')}>
              {(list) => (
                <div className="card-grid">
                  {list.slice(0, 3).map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))}
                </div>
              )}
            </QueryView>
          </PreviewSection>
          <PreviewSection title={t('classic.groups')} seeAll={paths.feed.groups.href()}>
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
          </PreviewSection>
        </div>
        <CardSection as="aside" className="social-aside" title={t('news.title')}>
          <NewsList />
        </CardSection>
      </div>
    </div>
  );
}
