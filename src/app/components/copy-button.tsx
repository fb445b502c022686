import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../widgets/components/copy-text';

/**
 * Copies the text and says 'link copied to clipboard' beside the button (announced). `label` is the
 * button's text ('Copy' when absent), `name` its accessible name when the text alone is too short.
 */
export function CopyButton({
  text,
  label,
  name,
  failedMessage,
}: {
  text: string;
  label?: string;
  name?: string;
  failedMessage?: string;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button"
        aria-label={name}
        onClick={() =>
          copyText(text).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }
      >
        {label ?? t('actions.copy')}
      </button>
      <span role="status" className="muted">
        {status === 'copied' ? t('copy.linkCopied') : status === 'failed' ? (failedMessage ?? t('errors.generic')) : ''}
      </span>
    </span>
  );
}
