import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../core/contract/solana-address';
import type { PublicUser } from '../../core/contract/users';
import { formatMoney } from '../../core/money/format-money';
import { cryptoTip, newPayReference, parseDollars, USDC_MINT } from '../../core/money/solana-pay';
import { displayName } from '../../core/people/person-name';
import { tw } from '../styles/tw';
import { CopyButton as WidgetCopyButton } from './copy-button';
import { QrCode } from './qr-code';

/**
 * The class of each part. The widget styles with twind inside its shadow root, the app with its own
 * stylesheet: one markup, two looks.
 */
export type CryptoPanelLook = Partial<
  Record<
    | 'root'
    | 'field'
    | 'label'
    | 'input'
    | 'error'
    | 'asked'
    | 'address'
    | 'qrRow'
    | 'qrFrame'
    | 'scan'
    | 'unavailable'
    | 'thanks'
    | 'close',
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
  thanks: tw('text-lg font-semibold'),
  close: tw(
    'bg-accent text-white min-h-[44px] px-5 font-semibold rounded-cuppa hover:brightness-110 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  ),
};

/** How often the tab asks whether the payment has arrived, while it shows an amount's QR code. */
const ASK_EVERY_MS = 4000;

/** Confirming a payment from the reader's own wallet (the widget's dialog; the app's modal has none). */
export interface PaymentWatch {
  /** The tab is shown: it asks only then. */
  active: boolean;
  /** The dollars that arrived with this Solana Pay reference, or null while none has; a failure is retried. */
  paid: (reference: string) => Promise<number | null>;
  onPaid: (dollars: number) => void;
  /** Closes the dialog from the thank-you, as the balance tab's receipt does. */
  onClose: () => void;
}

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
  watch,
}: {
  /** Who is paid: the address, and the name in the wallet's message. */
  creator: Pick<PublicUser, 'input_solana_address' | 'first_name' | 'last_name'>;
  mint: string;
  /** Said instead when the creator has no valid address. */
  unavailable: string;
  look?: CryptoPanelLook;
  CopyButton?: ComponentType<{ text: string }>;
  watch?: PaymentWatch;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [thanked, setThanked] = useState<number | null>(null);
  const address = creator.input_solana_address;
  const usable = !!address && isSolanaAddress(address);
  const parsed = parseDollars(amount);
  const asked = typeof parsed === 'number' ? parsed : null;
  const watching = !!watch;
  // A fresh reference for each amount asked (and each opening of the dialog): it names one payment. Only
  // where the payment is looked for (the widget's dialog): the app's modal asks without one.
  const reference = useMemo(() => (asked === null || !watching ? undefined : newPayReference()), [asked, watching]);
  const active = !!watch?.active;
  const paid = watch?.paid;
  const onPaid = watch?.onPaid;

  // While an amount's QR code is shown, ask every few seconds whether its payment arrived; stop when the
  // tab is left, the amount changes or the dialog closes. A failed ask is simply asked again later.
  useEffect(() => {
    if (!active || !paid || !onPaid || !usable || !reference || thanked !== null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const later = () => {
      timer = setTimeout(() => {
        paid(reference)
          .then((dollars) => {
            if (!live) return;
            if (dollars === null) return later();
            setThanked(dollars);
            onPaid(dollars);
          })
          .catch(() => live && later());
      }, ASK_EVERY_MS);
    };
    later();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, paid, onPaid, usable, reference, thanked]);

  if (!usable) return <p className={look.unavailable}>{unavailable}</p>;
  const name = displayName(creator);
  if (thanked !== null) {
    return (
      <div role="status" className={look.root}>
        <p className={look.thanks}>
          <span aria-hidden="true">✓</span> {t('tip.thankYou')}
        </p>
        <p>{t('tip.sent', { amount: formatMoney(thanked, i18n.language), name })}</p>
        {watch ? (
          // Not WidgetButton: that would pull the runtime's button into a chunk of its own, loaded before
          // any press, for a button only this view shows.
          <button type="button" part="button" className={look.close} onClick={watch.onClose}>
            {t('actions.close')}
          </button>
        ) : null}
      </div>
    );
  }
  const tip = cryptoTip(address, amount, { mint, message: t('tip.payMessage', { name }), reference });
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
              amount: formatMoney(tip.dollars, i18n.language),
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
        {/* SPEC.md's words, then what the code does here: it pays the creator, not the reader's wallet. */}
        <p className={look.scan}>
          {t('tip.scanQr')}
          <br />
          {t('tip.scanPays', { name })}
        </p>
      </div>
      {/* A reader who has paid from their wallet is told where the answer comes, so they do not pay twice. */}
      {reference && watch?.active ? (
        <p role="status" className={look.scan}>
          {t('tip.watching')}
        </p>
      ) : null}
      <CopyButton text={address} />
    </div>
  );
}
