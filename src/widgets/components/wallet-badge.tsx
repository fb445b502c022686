import { useTranslation } from 'react-i18next';
import { AppFrame } from './app-frame';

/** The member's balance, or a 'Sign in' button: rendered by the app's frame, which holds the session. */
export function WalletBadge() {
  const { t } = useTranslation();
  return <AppFrame path="wallet" params={{}} title={t('wallet.balance')} height={56} className="w-[220px]" />;
}
