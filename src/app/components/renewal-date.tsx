import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format';

/** The renewal date in words: 'Renews on <date>', or 'Ends on <date>' once cancelled. */
export function RenewalDate({ subscription }: { subscription: { expires_at: string; renews: boolean } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = format.date(subscription.expires_at);
  return (
    <time dateTime={subscription.expires_at}>
      {subscription.renews ? t('subscribe.renews', { date }) : t('subscribe.ends', { date })}
    </time>
  );
}
