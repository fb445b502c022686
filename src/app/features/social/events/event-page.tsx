import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import '../social.css';
import { EventDetails } from './event-details';
import { useEvent } from './use-events';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** /feed/events/{eventId} */
export function EventPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const { eventId } = useParams();
  const event = useEvent(idParam(eventId, -1));
  return (
    <div className="page social-page">
      <PageHead title={event.data ? sampleText(event.data.title) : ta('pages.event')} />
      <DetailsView query={event} backTo={paths.feed.events.href()} backLabel={t('events.back')}>
        {(data) => <EventDetails event={data} />}
      </DetailsView>
    </div>
  );
}
