import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../hooks/use-format';
import { useTalks } from './use-events';
import { useSampleText } from '../../sample/use-sample-text';
import { Section } from '../../../components/section';

/** The event's programme: each talk with its time and speaker. */
export function TalksList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const talks = useTalks(eventId);
  return (
    <Section title={t('talks.title')}>
      <QueryView query={talks} isEmpty={(list) => list.length === 0} empty={t('talks.empty')}>
        {(list) => (
          <ol className="talks">
            {list.map((talk) => (
              <li key={talk.id} className="talk card">
                <time className="talk-time" dateTime={talk.date}>
                  {format.time(talk.date)}
                </time>
                <div>
                  <h3 className="card-title" dir="auto">
                    {sampleText(talk.title)}
                  </h3>
                  <p className="muted" dir="auto">
                    {sampleText(talk.description)}
                  </p>
                  <p className="person small">
                    <Avatar person={{ image: talk.author.avatar, name: talk.author.name }} size={28} />
                    <span>
                      {talk.author.name} · {t(`roles.${talk.author.role}`)}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Section>
  );
}
