import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMO_EVENT_ID } from '../../sample/sample-events';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import { EventDetails } from '../events/event-details';
import { useEvent } from '../events/use-events';
import '../social.css';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** /events/details: the event-details template, on `?id=` or the demo event 301. */
export function EventDetailsDemoPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const [params] = useSearchParams();
  const event = useEvent(idParam(params.get('id'), DEMO_EVENT_ID));
  return (
    <div className="page social-page">
      <PageHead title={event.data ? sampleText(event.data.title) : ta('pages.eventDetails')} />
      <DetailsView query={event} backTo={paths.events.href()} backLabel={t('events.back')}>
        {(data) => <EventDetails event={data} />}
      </DetailsView>
    </div>
  );
}
