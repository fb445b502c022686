import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_EVENT_ID } from '../../sample/sample-events';
import { useSamplePlace } from '../../sample/use-sample-text';
import { DetailsView } from '../components/details-view';
import { PageHead } from '../components/page-head';
import { AttendButton } from '../events/attend-button';
import { TalksList } from '../events/talks-list';
import { useEvent } from '../events/use-events';
import '../social.css';
import { useFormat } from '../../../hooks/use-format';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

const DAY_MS = 86_400_000;

/** /event: the landing page of one event (the demo event 301): the date, the place, the programme. */
export function EventLandingPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const place = useSamplePlace();
  const format = useFormat();
  const event = useEvent(DEMO_EVENT_ID);
  // Days until the start, counted from when the page opened.
  const [openedAt] = useState(() => Date.now());
  return (
    <div className="page social-page">
      <PageHead title={event.data ? sampleText(event.data.title) : ta('pages.event')} lead={t('eventLanding.lead')} />
      <DetailsView query={event} backTo={paths.events.href()} backLabel={t('events.back')}>
        {(data) => {
          const days = Math.max(0, Math.ceil((new Date(data.date).getTime() - openedAt) / DAY_MS));
          return (
            <>
              <section className="hero" style={{ backgroundImage: `url("${data.image}")` }}>
                <div className="hero-panel">
                  <p className="eyebrow">{t('eventLanding.startsIn', { count: days })}</p>
                  <p className="hero-line">
                    <time dateTime={data.date}>{format.dateTime(data.date)}</time>
                  </p>
                  <p className="hero-line">{place(data.location)}</p>
                  <p>{t('events.attendees', { count: data.attendees })}</p>
                  <AttendButton eventId={data.id} title={sampleText(data.title)} primary />
                </div>
              </section>
              <TalksList eventId={data.id} />
            </>
          );
        }}
      </DetailsView>
    </div>
  );
}
