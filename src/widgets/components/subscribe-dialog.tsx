import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import type { FrameOutcome } from './app-frame';
import { DialogFrame } from './dialog-frame';
import { formatMoney } from '../../core/money/format-money';
import { CreatorHeading } from './creator-heading';
import { Dialog, useDialogEnglish } from './dialog';

/**
 * Loaded when a subscribe dialog first opens: whom and what for, then the app's confirmation in its
 * frame. The frame asks the member to pay the `price` shown here (API.md: the price they were shown);
 * when the creator changed it meanwhile, the frame says so and this heading follows (`price` changes).
 */
export default function SubscribeDialog({
  onClose,
  onOutcome,
  creator,
  price,
}: {
  onClose: () => void;
  onOutcome: (message: FrameOutcome) => void;
  creator: WidgetCreator;
  price: number;
}) {
  useDialogEnglish();
  const { t, i18n } = useTranslation();
  // The frame's address keeps the price it opened with: a new address would load the frame again.
  const [askedPrice] = useState(price);
  return (
    <Dialog open onClose={onClose} title={t('subscribe.confirmTitle')}>
      <CreatorHeading
        user={creator}
        detail={
          <span data-testid="subscription-price">
            {t('subscribe.price', { amount: formatMoney(price, i18n.language) })}
          </span>
        }
      />
      <DialogFrame
        path="subscribe"
        params={{ creator: creator.alias, price: String(askedPrice) }}
        title={t('subscribe.confirmTitle')}
        height={160}
        onOutcome={onOutcome}
      />
    </Dialog>
  );
}
