import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../../core/contract/solana-address';
import { QrCode } from '../../../widgets/components/qr-code';
import { solanaPayUrl } from '../../../widgets/components/solana-pay';
import { CopyButton } from './copy-button';

/** The tip modal's 'in crypto' tab: the creator's Solana address, its Solana Pay QR code, a copy action. */
export function CryptoPanel({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('posts');
  const id = useId();
  if (!address || !isSolanaAddress(address)) return <p className="muted">{tp('tip.noAddress')}</p>;
  const url = solanaPayUrl(address);
  return (
    <div className="crypto-panel">
      <div className="field">
        <label htmlFor={id}>{t('tip.address')}</label>
        <input id={id} type="text" readOnly value={address} className="mono" onFocus={(e) => e.target.select()} />
      </div>
      <div className="crypto-qr">
        <span className="qr-frame">
          <QrCode value={url} label={url} />
        </span>
        <p>{t('tip.scanQr')}</p>
      </div>
      <CopyButton text={address} />
    </div>
  );
}
