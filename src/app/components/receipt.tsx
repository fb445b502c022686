import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './receipt.css';

/**
 * What a payment did, shown until the member closes it: 'Thank you!', what was paid to whom, and the
 * new balance. The heading takes focus, so a screen reader hears the outcome at once.
 */
export function Receipt({ lines, onClose }: { lines: readonly string[]; onClose: () => void }) {
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
