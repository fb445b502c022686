import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFrameRequest } from '../../../core/embed/frame-binding';
import { displayName } from '../../../core/people/person-name';
import { useAppServices } from '../../boot/app-context';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { ForgotPassForm } from './forgot-pass-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { ApproveSite } from './approve-site';
import { readConnectRequest } from './connect-request';

type Step = 'sign-in' | 'sign-up' | 'forgot';
const readStep = (value: string | null): Step => (value === 'sign-up' || value === 'forgot' ? value : 'sign-in');

/**
 * /auth/connect, opened by a frame on a creator's site: sign in if needed, then approve the site with a
 * daily cap. First party only: it refuses to run inside a frame, where a host page could dress it up,
 * and to approve a request that the app's frame on that site did not open it with (any page can
 * write this page's address; only the frame's own address, the referrer, says who asked).
 * A focused page: signing up or asking for a reset link happens here too (`step`), in the same
 * document, so it ends at the approval with the referrer that proves the request.
 */
export function ConnectPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('pages.connect'));
  const [search] = useSearchParams();
  const request = readConnectRequest(search);
  const step = readStep(search.get('step'));
  const toStep = (next: Step) => {
    const params = new URLSearchParams(search);
    if (next === 'sign-in') params.delete('step');
    else params.set('step', next);
    return { search: `?${params.toString()}` };
  };
  const { signedIn, user } = useSession();
  const { session, config } = useAppServices();
  const [outcome, setOutcome] = useState<'approved' | 'cancelled' | null>(null);

  let body;
  if (window.top !== window.self) body = <p role="alert">{t('connect.framed')}</p>;
  else if (!request) body = <p role="alert">{t('connect.invalid')}</p>;
  else if (!isFrameRequest(document.referrer, new URL(`${config.basePath}embed/`, location.origin).href, request)) {
    body = <p role="alert">{t('connect.notFromFrame')}</p>;
  } else if (outcome) {
    body = (
      <>
        <p role="status">{t(outcome === 'approved' ? 'connect.done' : 'connect.cancelled', { site: request.site })}</p>
        <button type="button" className="button" onClick={() => window.close()}>
          {t('connect.closeWindow')}
        </button>
      </>
    );
  } else if (!signedIn && step === 'sign-up') {
    body = (
      <>
        <p>{t('connect.signUpFirst', { site: request.site })}</p>
        <SignUpForm onSignedUp={() => undefined} termsInNewWindow />
        <p>
          {t('auth.haveAccount')} <Link to={toStep('sign-in')}>{t('nav.signIn')}</Link>
        </p>
      </>
    );
  } else if (!signedIn && step === 'forgot') {
    body = (
      <>
        <ForgotPassForm />
        <p>
          <Link to={toStep('sign-in')}>{t('auth.backToSignIn')}</Link>
        </p>
      </>
    );
  } else if (!signedIn) {
    body = (
      <>
        <p>{t('connect.signInFirst', { site: request.site })}</p>
        <SignInForm onSignedIn={() => undefined} />
        <p>
          <Link to={toStep('forgot')}>{t('auth.forgot')}</Link>
        </p>
        <p>
          {t('auth.noAccount')} <Link to={toStep('sign-up')}>{t('auth.createAccount')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p className="muted">
          {t('connect.signedInAs', { name: user ? displayName(user) : '…' })}{' '}
          <button type="button" className="link-button" onClick={() => session.getState().signOut()}>
            {t('connect.notYou')}
          </button>
        </p>
        <ApproveSite request={request} onOutcome={setOutcome} />
      </>
    );
  }

  return (
    <div className="auth-frame">
      <section className="card auth-card" aria-labelledby="connect-title">
        <h1 id="connect-title">{t('connect.title')}</h1>
        {body}
      </section>
    </div>
  );
}
