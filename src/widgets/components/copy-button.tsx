import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tw } from '../styles/tw';
import { copyText } from './copy-text';

/** Copies the text and says 'link copied to clipboard' (announced). */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className={tw('flex items-center gap-3 flex-wrap')}>
      <button
        type="button"
        part="button"
        onClick={() =>
          copyText(text).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }
        className={tw(
          'min-h-[44px] px-4 rounded-lg border border-stone-300 dark:border-stone-600 hover:bg-stone-100 dark:hover:bg-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent',
        )}
      >
        {t('actions.copy')}
      </button>
      <span role="status" className={tw('text-sm')}>
        {status === 'copied' ? t('copy.linkCopied') : status === 'failed' ? t('errors.generic') : ''}
      </span>
    </div>
  );
}
