import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readConnection } from './embed-record';
import { FrameStorageNote, useFrameForgets } from './frame-storage-note';
import { useConnect } from './use-connect';
import { useFrameParams } from './use-widget-messages';
import { FormError } from '../../components/form-error';

/**
 * What a signed-out frame shows: a way to sign in without leaving the page. A connection still on
 * record while signed out means it was revoked or expired (a sign-out clears the record). A browser
 * that refuses the frame its storage gets a note that the sign-in lasts only until a reload; the wallet
 * badge's one-line 'Sign in' has no room for it, and shows it once the sign-in has started.
 */
export function ConnectPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const { site } = useFrameParams();
  const { state, start } = useConnect();
  const ended = readConnection(site) !== null;
  const noteId = useId();
  const described = useFrameForgets() ? noteId : undefined;

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
        <a
          className="button button-primary"
          href={state.url}
          target="_blank"
          rel="noopener"
          aria-describedby={described}
        >
          {t('embed.openSignIn')}
        </a>
      ) : null}
      <FormError message={state.step === 'failed' ? state.message : undefined} />
      {state.step === 'waiting' && state.blocked ? null : (
        <button type="button" className="button button-primary" onClick={start} aria-describedby={described}>
          {state.step === 'idle' ? t('embed.signIn') : t('embed.startAgain')}
        </button>
      )}
      <FrameStorageNote id={noteId} />
    </div>
  );
}
