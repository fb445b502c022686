import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../core/contract/solana-address';
import type { PublicUser } from '../../core/contract/users';
import { formatMoney } from '../../core/money/format-money';
import { cryptoTip, USDC_MINT } from '../../core/money/solana-pay';
import { tw } from '../styles/tw';
import { CopyButton as WidgetCopyButton } from './copy-button';
import { QrCode } from './qr-code';

/**
 * The class of each part. The widget styles with twind inside its shadow root, the app with its own
 * stylesheet: one markup, two looks.
 */
export type CryptoPanelLook = Partial<
  Record<
    'root' | 'field' | 'label' | 'input' | 'error' | 'asked' | 'address' | 'qrRow' | 'qrFrame' | 'scan' | 'unavailable',
    string
  >
>;

const input =
  'w-full min-h-[44px] px-3 rounded-lg border border-stone-300 bg-white text-stone-900 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-600';

/** The widget's look (twind); the app passes its own class names. */
export const widgetCryptoLook: CryptoPanelLook = {
  root: tw('grid gap-3'),
  field: tw('grid gap-3'),
  label: tw('font-semibold'),
  input: tw(input),
  error: tw('text-sm text-red-800 dark:text-red-200'),
  asked: tw('text-sm font-semibold [overflow-wrap:anywhere]'),
  address: tw(`${input} py-2 font-mono text-sm resize-none break-all`),
  qrRow: tw('flex items-center gap-4 flex-wrap'),
  qrFrame: tw('inline-flex'),
  scan: tw('text-sm'),
  unavailable: tw('text-sm'),
};

/**
 * Pay in crypto from any wallet, in the widget's tip dialog and the app's tip modal alike (WIDGETS.md):
 * the creator's address (whole, left to right in every language), its Solana Pay QR code, and a copy
 * action. A dollar amount is asked in the given mint (core/money/solana-pay.ts); a mint other than
 * USDC's is named, whole, since the one paid is the one who chose it.
 */
export function CryptoPanel({
  creator,
  mint,
  unavailable,
  look = widgetCryptoLook,
  CopyButton = WidgetCopyButton,
}: {
  /** Who is paid: the address, and the name in the wallet's message. */
  creator: Pick<PublicUser, 'input_solana_address' | 'first_name' | 'last_name'>;
  mint: string;
  /** Said instead when the creator has no valid address. */
  unavailable: string;
  look?: CryptoPanelLook;
  CopyButton?: ComponentType<{ text: string }>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const address = creator.input_solana_address;
  if (!address || !isSolanaAddress(address)) return <p className={look.unavailable}>{unavailable}</p>;
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  const tip = cryptoTip(address, amount, { mint, message: t('tip.payMessage', { name }) });
  const noteId = `${id}-note`;
  return (
    <div className={look.root}>
      <div className={look.field}>
        <label htmlFor={`${id}-amount`} className={look.label}>
          {t('tip.label')}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          aria-invalid={tip.invalid || undefined}
          aria-describedby={tip.invalid || tip.dollars !== null ? noteId : undefined}
          onChange={(event) => setAmount(event.target.value)}
          className={look.input}
        />
        {tip.invalid ? (
          <p id={noteId} role="alert" className={look.error}>
            {t('tip.cryptoAmountInvalid')}
          </p>
        ) : tip.dollars !== null ? (
          <p id={noteId} className={look.asked}>
            {t(mint === USDC_MINT ? 'tip.usdcOnSolana' : 'tip.tokenOnSolana', {
              amount: formatMoney(tip.dollars),
              mint,
            })}
          </p>
        ) : null}
      </div>
      <div className={look.field}>
        <label htmlFor={`${id}-address`} className={look.label}>
          {t('tip.address')}
        </label>
        <textarea
          id={`${id}-address`}
          readOnly
          rows={2}
          dir="ltr"
          value={address}
          className={look.address}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className={look.qrRow}>
        <span className={look.qrFrame}>
          <QrCode value={tip.url} label={tip.url} />
        </span>
        <p className={look.scan}>{t('tip.scanQr')}</p>
      </div>
      <CopyButton text={address} />
    </div>
  );
}
