import { useTranslation } from 'react-i18next';
import { AppFrame } from './app-frame';
import { useReleaseRoom } from './release-room';

/**
 * The member's balance, or a 'Sign in' button: rendered by the app's frame, which holds the session.
 * Compact: the frame is as wide as what it shows, at the end of the badge's container.
 */
export function WalletBadge() {
  const { t } = useTranslation();
  useReleaseRoom(true);
  return <AppFrame path="wallet" params={{}} title={t('wallet.balance')} height={56} fitWidth />;
}
