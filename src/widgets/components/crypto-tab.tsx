import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tw } from '../styles/tw';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { solanaPayUrl } from './solana-pay';

const field =
  'w-full min-h-[44px] px-3 rounded-lg border border-stone-300 bg-white text-stone-900 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-600';

/** Pay in crypto from any wallet: the creator's address, its Solana Pay QR code, and a copy action. */
export function CryptoTab({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const amountId = useId();
  const addressId = useId();
  const [amount, setAmount] = useState('');
  if (!address) return <p className={tw('text-sm')}>{t('errors.generic')}</p>;
  const value = Number(amount);
  const url = solanaPayUrl(address, amount.trim() !== '' && value > 0 ? value : null);

  return (
    <div className={tw('grid gap-3')}>
      <label htmlFor={amountId} className={tw('font-semibold')}>
        {t('tip.label')}
      </label>
      <input
        id={amountId}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        className={tw(field)}
      />
      <label htmlFor={addressId} className={tw('font-semibold')}>
        {t('tip.address')}
      </label>
      <input id={addressId} type="text" readOnly value={address} className={tw(`${field} font-mono text-sm`)} />
      <div className={tw('flex items-center gap-4 flex-wrap')}>
        <QrCode value={url} label={url} />
        <p className={tw('text-sm')}>{t('tip.scanQr')}</p>
      </div>
      <CopyButton text={address} />
    </div>
  );
}
