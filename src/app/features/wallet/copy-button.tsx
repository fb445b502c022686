import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';

/** Copies a text and says so (SPEC.md: 'link copied to clipboard'); a refused clipboard says that too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const { t: tWallet } = useTranslation('wallet');
  const { notify } = useAppServices();
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.getState().notify({ kind: 'success', message: t('copy.linkCopied') });
    } catch {
      notify.getState().notify({ kind: 'danger', message: tWallet('recharge.copyFailed') });
    }
  }
  return (
    <button type="button" className="button" aria-label={label} onClick={() => void handleCopy()}>
      {t('actions.copy')}
    </button>
  );
}
