import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../core/contract/solana-address';
import { formatMoney } from '../../core/money/format-money';
import { cryptoTip, USDC_MINT } from '../../core/money/solana-pay';
import { tw } from '../styles/tw';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';

const field =
  'w-full min-h-[44px] px-3 rounded-lg border border-stone-300 bg-white text-stone-900 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-600';

/** The page's `data-usdc-mint`, when it is a real address; USDC's own mint otherwise. */
function usdcMint(): string {
  const configured = window.Cuppa?.defaults.usdcMint;
  return configured && isSolanaAddress(configured) ? configured : USDC_MINT;
}

/**
 * Pay in crypto from any wallet: the creator's address (whole, left to right in every language), its
 * Solana Pay QR code, and a copy action. A dollar amount is asked in USDC (core/money/solana-pay.ts).
 */
export function CryptoTab({ address, name }: { address: string | null; name: string }) {
  const { t } = useTranslation();
  const amountId = useId();
  const noteId = useId();
  const addressId = useId();
  const [amount, setAmount] = useState('');
  if (!address || !isSolanaAddress(address)) return <p className={tw('text-sm')}>{t('errors.generic')}</p>;
  const mint = usdcMint();
  const tip = cryptoTip(address, amount, { mint, message: t('tip.payMessage', { name }) });

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
        aria-invalid={tip.invalid || undefined}
        aria-describedby={tip.invalid || tip.dollars !== null ? noteId : undefined}
        onChange={(event) => setAmount(event.target.value)}
        className={tw(field)}
      />
      {tip.invalid ? (
        <p id={noteId} role="alert" className={tw('text-sm text-red-800 dark:text-red-200')}>
          {t('tip.cryptoAmountInvalid')}
        </p>
      ) : tip.dollars !== null ? (
        <p id={noteId} className={tw('text-sm font-semibold [overflow-wrap:anywhere]')}>
          {/* The host page names the mint (data-usdc-mint): any other token than USDC is said, whole. */}
          {t(mint === USDC_MINT ? 'tip.usdcOnSolana' : 'tip.tokenOnSolana', { amount: formatMoney(tip.dollars), mint })}
        </p>
      ) : null}
      <label htmlFor={addressId} className={tw('font-semibold')}>
        {t('tip.address')}
      </label>
      <textarea
        id={addressId}
        readOnly
        rows={2}
        dir="ltr"
        value={address}
        className={tw(`${field} py-2 font-mono text-sm resize-none break-all`)}
      />
      <div className={tw('flex items-center gap-4 flex-wrap')}>
        <QrCode value={tip.url} label={tip.url} />
        <p className={tw('text-sm')}>{t('tip.scanQr')}</p>
      </div>
      <CopyButton text={address} />
    </div>
  );
}
