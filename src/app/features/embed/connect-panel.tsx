import { useTranslation } from 'react-i18next';
import { readConnection } from './embed-record';
import { useConnect } from './use-connect';
import { useFrameParams } from './use-widget-messages';
import { FormError } from '../../components/form-error';

/**
 * What a signed-out frame shows: a way to sign in without leaving the page. A connection still on
 * record while signed out means it was revoked or expired (a sign-out clears the record).
 */
export function ConnectPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const { site } = useFrameParams();
  const { state, start } = useConnect();
  const ended = readConnection(site) !== null;

  if (compact && state.step === 'idle') {
    return (
      <button type="button" className="button button-primary" onClick={start}>
        {t('embed.signIn')}
      </button>
    );
  }
  return (
    <div className="connect-panel">
      {state.step === 'idle' ? <p>{ended ? t('embed.connectionEnded') : t('embed.signInToPay')}</p> : null}
      {state.step === 'waiting' ? (
        <p role="status">{state.blocked ? t('embed.popupBlocked') : t('embed.waitingForSignIn')}</p>
      ) : null}
      {state.step === 'waiting' && state.blocked ? (
        <a className="button button-primary" href={state.url} target="_blank" rel="noopener">
          {t('embed.openSignIn')}
        </a>
      ) : null}
      <FormError message={state.step === 'failed' ? state.message : undefined} />
      {state.step === 'waiting' && state.blocked ? null : (
        <button type="button" className="button button-primary" onClick={start}>
          {state.step === 'idle' ? t('embed.signIn') : t('embed.startAgain')}
        </button>
      )}
    </div>
  );
}
