import { useTranslation } from 'react-i18next';
import { useConnect } from './use-connect';

/** Over the daily cap: approve the site again, with a higher cap if the member wants one. */
export function ReconnectButton() {
  const { t } = useTranslation('app');
  const { state, start } = useConnect();
  return (
    <>
      <button type="button" className="button" onClick={start}>
        {t('embed.reconnect')}
      </button>
      {state.step === 'waiting' && state.blocked ? (
        <a href={state.url} target="_blank" rel="noopener">
          {t('embed.openSignIn')}
        </a>
      ) : null}
      {state.step === 'failed' ? <span>{state.message}</span> : null}
    </>
  );
}
