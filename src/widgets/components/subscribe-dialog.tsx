import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../core/contract/users';
import { AppFrame, type FrameOutcome } from './app-frame';
import { formatMoney } from '../../core/money/format-money';
import { CreatorHeading } from './creator-heading';
import { Dialog, useDialogEnglish } from './dialog';

/** Loaded when a subscribe dialog first opens: whom and what for, then the app's confirmation in its frame. */
export default function SubscribeDialog({
  onClose,
  onOutcome,
  creator,
}: {
  onClose: () => void;
  onOutcome: (message: FrameOutcome) => void;
  creator: PublicUser;
}) {
  useDialogEnglish();
  const { t, i18n } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('subscribe.confirmTitle')}>
      <CreatorHeading
        user={creator}
        detail={
          <span data-testid="subscription-price">
            {t('subscribe.price', { amount: formatMoney(creator.subscription_amount, i18n.language) })}
          </span>
        }
      />
      <AppFrame
        path="subscribe"
        params={{ creator: creator.alias }}
        title={t('subscribe.confirmTitle')}
        height={160}
        onOutcome={onOutcome}
      />
    </Dialog>
  );
}
