import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../../core/contract/solana-address';
import type { PublicUser } from '../../../core/contract/users';
import { formatMoney } from '../../../core/money/format-money';
import { cryptoTip } from '../../../core/money/solana-pay';
import { QrCode } from '../../../widgets/components/qr-code';
import { useAppServices } from '../../boot/app-context';
import { CopyButton } from '../../components/copy-button';

/**
 * The tip modal's 'in crypto' tab, by the widget's rules (WIDGETS.md): a dollar amount is asked in
 * USDC (core/money/solana-pay.ts), the address shows whole and left to right, with its QR code.
 */
export function CryptoPanel({ creator }: { creator: PublicUser }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('posts');
  const { config } = useAppServices();
  const id = useId();
  const [amount, setAmount] = useState('');
  const address = creator.input_solana_address;
  if (!address || !isSolanaAddress(address)) return <p className="muted">{tp('tip.noAddress')}</p>;
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  const tip = cryptoTip(address, amount, { mint: config.usdcMint, message: t('tip.payMessage', { name }) });
  return (
    <div className="crypto-panel">
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('tip.label')}</label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          aria-invalid={tip.invalid || undefined}
          aria-describedby={tip.invalid || tip.dollars !== null ? `${id}-note` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {tip.invalid ? (
          <p id={`${id}-note`} className="field-error" role="alert">
            {t('tip.cryptoAmountInvalid')}
          </p>
        ) : tip.dollars !== null ? (
          <p id={`${id}-note`} className="crypto-asked">
            {t('tip.usdcOnSolana', { amount: formatMoney(tip.dollars) })}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>{t('tip.address')}</label>
        <textarea
          id={`${id}-address`}
          readOnly
          rows={2}
          dir="ltr"
          value={address}
          className="mono address"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="crypto-qr">
        <span className="qr-frame">
          <QrCode value={tip.url} label={tip.url} />
        </span>
        <p>{t('tip.scanQr')}</p>
      </div>
      <CopyButton text={address} />
    </div>
  );
}
