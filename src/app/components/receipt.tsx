import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './receipt.css';

/**
 * What a payment did, shown until the member closes it: 'Thank you!', the creator's own thank-you note
 * under it (when they wrote one), what was paid to whom, and the new balance. The heading takes focus,
 * so a screen reader hears the outcome at once.
 */
export function Receipt({
  lines,
  note,
  onClose,
}: {
  lines: readonly string[];
  /** The creator's thank-you note (`thank_you`) and their name; none when the note is empty. */
  note?: { text: string; by: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" ref={heading} tabIndex={-1} className="receipt-title">
        <span aria-hidden="true" className="receipt-mark">
          ✓
        </span>{' '}
        {t('tip.thankYou')}
      </h2>
      {note?.text ? (
        <figure className="receipt-note">
          <blockquote dir="auto">{note.text}</blockquote>
          <figcaption>{t('tip.noteBy', { name: note.by })}</figcaption>
        </figure>
      ) : null}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
    </section>
  );
}
