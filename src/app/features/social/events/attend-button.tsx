import { useTranslation } from 'react-i18next';
import { useAttending, useSetAttending } from './use-events';

/** A toggle: pressed once the viewer is going. Disabled while the answer is on its way. */
export function AttendButton({
  eventId,
  title,
  primary = false,
}: {
  eventId: number;
  title: string;
  primary?: boolean;
}) {
  const { t } = useTranslation('social');
  const attending = useAttending();
  const setAttending = useSetAttending();
  const going = attending.data?.includes(eventId) ?? false;
  const label = going ? t('events.going') : t('events.attend');
  return (
    <button
      type="button"
      className={`button${primary || going ? ' button-accent' : ''}`}
      aria-pressed={going}
      disabled={attending.isPending || setAttending.isPending}
      onClick={() => setAttending.mutate({ id: eventId, going: !going })}
      aria-label={t('common.actionFor', { action: label, name: title })}
    >
      {label}
    </button>
  );
}
