import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useProfile } from '../../hooks/use-profile';
import { paths } from '../../config/paths';
import { QueryView } from '../../components/status';
import { queryKeys } from '../../lib/query-keys';
import { sampleApi } from '../sample/sample-api';
import { useSamplePlace } from '../sample/use-sample-text';
import { useSampleText } from '../sample/use-sample-text';
import { Section } from '../../components/section';

/** /{alias}/events: SPEC.md's events are sample data, so every profile lists the sample events ahead. */
export function ProfileEventsTab() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  const { t: tSocial } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const place = useSamplePlace();
  const { creator } = useProfile();
  const events = useQuery({ queryKey: queryKeys.profileEvents, queryFn: () => sampleApi.events.list() });
  return (
    <Section className="card profile-tab" title={tApp('pages.events')}>
      <p className="muted">{t('profile.events.intro', { name: creator.first_name })}</p>
      <QueryView
        query={events}
        isEmpty={(list) => list.length === 0}
        empty={t('profile.noEvents', { name: creator.first_name })}
      >
        {(list) => (
          <ul className="profile-events">
            {list.map((event) => (
              <li key={event.id} className="profile-event">
                <img src={event.image} alt="" width={96} height={64} loading="lazy" />
                <span>
                  <Link to={paths.feed.event.href(event.id)} dir="auto">
                    {sampleText(event.title)}
                  </Link>
                  <span className="muted small">
                    <time dateTime={event.date}>{format.dateTime(event.date)}</time> · {place(event.location)} ·{' '}
                    {tSocial('events.attendees', { count: event.attendees })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
