import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../../core/contract/solana-address';
import { solanaPayUrl } from '../../../core/money/solana-pay';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { BalancesCard } from './balances-card';
import { CopyButton } from '../../components/copy-button';
import { QrImage } from './qr-image';
import { ValidateHashForm } from './validate-hash-form';
import { useBalances } from './wallet-queries';
import '../../styles/settings.css';
import './wallet.css';
import { Section } from '../../components/section';

function DepositAddress() {
  const { t } = useTranslation('wallet');
  const { wallet } = useBalances();
  return (
    <Section className="card" title={t('recharge.addressTitle')}>
      <p className="muted">{t('recharge.addressIntro')}</p>
      <QueryView
        query={wallet}
        isEmpty={(data) => !data.address || !isSolanaAddress(data.address)}
        empty={t('recharge.noAddress')}
      >
        {(data) => {
          const address = data.address ?? '';
          return (
            <div className="deposit">
              {/* No amount is asked: the member sends what they choose (core/money/solana-pay.ts). */}
              <QrImage value={solanaPayUrl(address)} label={t('recharge.qrLabel')} />
              <div className="deposit-address">
                <label htmlFor="deposit-address">{t('recharge.address')}</label>
                <div className="copy-row">
                  <textarea id="deposit-address" readOnly rows={3} value={address} dir="ltr" className="mono address" />
                  <CopyButton text={address} name={t('recharge.copy')} failedMessage={t('recharge.copyFailed')} />
                </div>
                <p className="field-hint">{t('recharge.scan')}</p>
              </div>
            </div>
          );
        }}
      </QueryView>
    </Section>
  );
}

/** /settings/recharge-wallet: where to send USDC on Solana (credited by itself), and the hash check for one missed. */
export function RechargeWalletPage() {
  const { t } = useTranslation('app');
  const title = t('settings.rechargeWallet');
  usePageTitle(title);
  return (
    <div className="page settings-page wallet-page">
      <h1>{title}</h1>
      <BalancesCard />
      <DepositAddress />
      <ValidateHashForm />
    </div>
  );
}
