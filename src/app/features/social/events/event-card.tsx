import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SampleEvent } from '../../sample/sample-types';
import { useSamplePlace } from '../../sample/use-sample-text';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../hooks/use-format';
import { AttendButton } from './attend-button';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

export function EventCard({ event }: { event: SampleEvent }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const place = useSamplePlace();
  const format = useFormat();
  return (
    <article className="card media-card">
      <div className="media-frame">
        <img src={event.image} alt="" loading="lazy" />
        <span className="media-label">{t(`events.labels.${event.label}`)}</span>
      </div>
      <div className="media-body">
        <p className="eyebrow">
          <time dateTime={event.date}>{format.dateTime(event.date)}</time>
        </p>
        <h2 className="card-title">
          <Link to={paths.feed.event.href(event.id)} dir="auto">
            {sampleText(event.title)}
          </Link>
        </h2>
        <p className="muted small icon-line">
          <Icon name="map" size={16} />
          {place(event.location)}
        </p>
        <p className="muted small">
          {t(`categories.${event.category}`)} · {t('events.attendees', { count: event.attendees })}
        </p>
        <AttendButton eventId={event.id} title={sampleText(event.title)} />
      </div>
    </article>
  );
}
