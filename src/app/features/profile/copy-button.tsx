import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text';

/** Copies the text and says 'link copied to clipboard' beside the button (announced). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button"
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
        {status === 'copied' ? t('copy.linkCopied') : status === 'failed' ? t('errors.generic') : ''}
      </span>
    </span>
  );
}
