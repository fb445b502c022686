import { useTranslation } from 'react-i18next';
import type { SampleEvent } from '../../sample/sample-types';
import { useSamplePlace } from '../../sample/use-sample-text';
import { useFormat } from '../../../hooks/use-format';
import { AttendButton } from './attend-button';
import { TalksList } from './talks-list';
import { useSampleText } from '../../sample/use-sample-text';

/** An event's banner, facts and programme under the page's heading (its title); two pages share it. */
export function EventDetails({ event }: { event: SampleEvent }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const place = useSamplePlace();
  const format = useFormat();
  return (
    <article className="details">
      <div className="banner">
        <img src={event.image} alt="" />
        <span className="media-label">{t(`events.labels.${event.label}`)}</span>
      </div>
      <div className="details-head">
        <p className="eyebrow">
          {t(`categories.${event.category}`)} · {t(`events.types.${event.type}`)}
        </p>
        <AttendButton eventId={event.id} title={sampleText(event.title)} primary />
      </div>
      <dl className="event-facts">
        <div>
          <dt>{t('events.when')}</dt>
          <dd>
            <time dateTime={event.date}>{format.dateTime(event.date)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('events.where')}</dt>
          <dd>{place(event.location)}</dd>
        </div>
        <div>
          <dt>{t('events.attending')}</dt>
          <dd>{format.number(event.attendees)}</dd>
        </div>
      </dl>
      <TalksList eventId={event.id} />
    </article>
  );
}
