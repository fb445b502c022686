import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isSolanaAddress } from '../../core/contract/solana-address';
import { tipMessageMaxLength } from '../../core/contract/tip-limits';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { formatMoney } from '../../core/money/format-money';
import { cryptoTipUrl, parseDollars, parseTipDollars, solanaPayUrl, USDC_MINT } from '../../core/money/solana-pay';
import { displayName } from '../../core/people/person-name';
import { tw } from '../styles/tw';
import { CopyButton as WidgetCopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { useTipIntent, type TipIntentAsk } from './use-tip-intent';

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
    | 'thanksNote'
    | 'close'
    | 'note'
    | 'count'
    | 'preparing'
    | 'retry',
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
  qrRow: tw('grid gap-4 items-start sm:grid-cols-[1fr_auto]'),
  qrFrame: tw('inline-flex justify-self-start'),
  scan: tw('text-sm'),
  unavailable: tw('text-sm'),
  thanks: tw('text-lg font-semibold'),
  thanksNote: tw(
    'm-0 py-2 px-3 grid gap-1 rounded-lg [border-inline-start-style:solid] [border-inline-start-width:3px] border-accent dark:border-accent-dark bg-stone-100 dark:bg-stone-800 [overflow-wrap:anywhere]',
  ),
  close: tw(
    'bg-accent text-white min-h-[44px] px-5 font-semibold rounded-cuppa hover:brightness-110 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  ),
  note: tw(`${input} py-2 resize-none [font:inherit]`),
  count: tw('text-sm text-stone-600 dark:text-stone-300'),
  preparing: tw(
    'w-[128px] h-[128px] rounded bg-stone-100 dark:bg-stone-800 grid place-items-center text-center text-sm p-2',
  ),
  retry: tw(
    'min-h-[44px] px-4 rounded-lg border border-stone-300 dark:border-stone-600 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  ),
};

/** How often the tab asks whether the payment has arrived, while it shows an amount's QR code. */
const ASK_EVERY_MS = 4000;

/** Confirming a payment from the reader's own wallet (the widget's dialog; the app's modal has none). */
export interface PaymentWatch {
  /**
   * Registers the tip (its reference, whole-dollar amount and the reader's note) with the API before its
   * QR code is shown: the API then credits the creator whatever the page does (use-tip-intent.ts).
   */
  register: (intent: TipIntentAsk & { reference: string }) => Promise<void>;
  /** The tab is shown: it asks only then. */
  active: boolean;
  /**
   * The dollars that arrived with this Solana Pay reference and the creator's thank-you note (empty for
   * none), or null while none has; a failure is retried.
   */
  paid: (reference: string) => Promise<{ amount: number; note: string } | null>;
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
  creator: Pick<WidgetCreator, 'input_solana_address' | 'first_name' | 'last_name'>;
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
  const [note, setNote] = useState('');
  const [thanked, setThanked] = useState<{ amount: number; note: string } | null>(null);
  const address = creator.input_solana_address;
  const usable = !!address && isSolanaAddress(address);
  const watching = !!watch;
  // Where the payment is looked for (the widget's dialog), the tip is registered first: the balance
  // tab's rule (whole dollars) and a note. The app's modal asks any dollar amount, without either.
  // Read here once: what the tab says, the intent and the code's URL all come from this reading.
  const parsed = watching ? parseTipDollars(amount) : parseDollars(amount);
  const asked = typeof parsed === 'number' ? parsed : null;
  const noteText = note.trim();
  const noteTooLong = [...noteText].length > tipMessageMaxLength;
  const intent = useTipIntent(
    watching && usable && asked !== null && !noteTooLong ? { amount: asked, message: noteText || null } : null,
    watch?.register,
  );
  // The reference of the registered tip: it names one payment, a fresh one for each amount and note.
  const reference = intent.status === 'ready' ? intent.reference : undefined;
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
          .then((arrived) => {
            if (!live) return;
            if (arrived === null) return later();
            setThanked(arrived);
            onPaid(arrived.amount);
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
        {thanked.note ? (
          <figure className={look.thanksNote}>
            <blockquote dir="auto" style={{ margin: 0, whiteSpace: 'pre-line' }}>
              {thanked.note}
            </blockquote>
            <figcaption className={look.count}>{t('tip.noteBy', { name })}</figcaption>
          </figure>
        ) : null}
        <p>{t('tip.sent', { amount: formatMoney(thanked.amount, i18n.language), name })}</p>
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
  const payMessage = t('tip.payMessage', { name });
  const issue = typeof parsed === 'string' ? parsed : null;
  const noteId = `${id}-note`;
  const countId = `${id}-count`;
  // Registered first where it is watched: until then the amount's code waits (and the plain address
  // code is not shown either, which a reader could pay without the reference).
  const waiting = watching && asked !== null && !reference;
  const qrUrl =
    watching && !reference
      ? solanaPayUrl(address)
      : cryptoTipUrl(address, asked, { mint, message: payMessage, reference });
  return (
    <div className={look.root}>
      <div className={look.field}>
        <label htmlFor={`${id}-amount`} className={look.label}>
          {t('tip.label')}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode={watching ? 'numeric' : 'decimal'}
          min={0}
          step={watching ? 1 : 'any'}
          value={amount}
          aria-invalid={issue !== null || undefined}
          aria-describedby={issue !== null || asked !== null ? noteId : undefined}
          onChange={(event) => setAmount(event.target.value)}
          className={look.input}
        />
        {issue !== null ? (
          <p id={noteId} role="alert" className={look.error}>
            {issue === 'invalid' ? t('tip.cryptoAmountInvalid') : t(`tip.errors.${issue}`)}
          </p>
        ) : asked !== null ? (
          <p id={noteId} className={look.asked}>
            {t(mint === USDC_MINT ? 'tip.usdcOnSolana' : 'tip.tokenOnSolana', {
              amount: formatMoney(asked, i18n.language),
              mint,
            })}
          </p>
        ) : null}
      </div>
      {watching ? (
        <div className={look.field}>
          <label htmlFor={`${id}-message`} className={look.label}>
            {t('tip.messageLabel', { name })}
          </label>
          <textarea
            id={`${id}-message`}
            rows={2}
            dir="auto"
            value={note}
            aria-invalid={noteTooLong || undefined}
            aria-describedby={countId}
            onChange={(event) => setNote(event.target.value)}
            className={look.note}
          />
          <p id={countId} className={noteTooLong ? look.error : look.count} role={noteTooLong ? 'alert' : undefined}>
            {noteTooLong
              ? t('tip.errors.messageLong')
              : t('tip.messageCount', { used: [...noteText].length, max: tipMessageMaxLength })}
          </p>
        </div>
      ) : null}
      {/* The address and its Copy beside the code on a wide screen, above it on a phone: a code grown for
          a transfer stays in sight at 1280 x 800, for the phone that scans it off this screen. */}
      <div className={look.qrRow}>
        <div className={look.field}>
          <label htmlFor={`${id}-address`} className={look.label}>
            {t('tip.address')}
          </label>
          <textarea
            id={`${id}-address`}
            readOnly
            rows={3}
            dir="ltr"
            value={address}
            className={look.address}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={address} />
        </div>
        <span className={look.qrFrame}>
          {waiting ? (
            <span role="status" className={look.preparing}>
              {intent.status === 'failed' ? t('tip.intentFailed') : t('tip.preparing')}
            </span>
          ) : (
            <QrCode value={qrUrl} label={qrUrl} />
          )}
        </span>
      </div>
      {/* SPEC.md's words, then what the code does here: it pays the creator, not the reader's wallet. */}
      <p className={look.scan}>
        {t('tip.scanQr')}
        <br />
        {t('tip.scanPays', { name })}
      </p>
      {intent.status === 'failed' && waiting ? (
        <button type="button" className={look.retry} onClick={intent.retry}>
          {t('tip.retry')}
        </button>
      ) : null}
      {/* A reader who has paid from their wallet is told where the answer comes, so they do not pay twice. */}
      {reference && watch?.active ? (
        <p role="status" className={look.scan}>
          {t('tip.watching')}
        </p>
      ) : null}
    </div>
  );
}
