import { useTranslation } from 'react-i18next';
import { AppFrame } from './app-frame';

/** The member's balance, or a 'Sign in' button: rendered by the app's frame, which holds the session. */
export function WalletBadge() {
  const { t } = useTranslation();
  return (
    <div style={{ width: '10rem' }}>
      <AppFrame path="wallet" params={{}} title={t('wallet.balance')} height={44} />
    </div>
  );
}
