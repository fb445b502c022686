import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { usePageTitle } from '../../hooks/use-page-title';
import { FormFooter } from '../../components/form-footer';
import { useErrorText } from '../../hooks/use-error-text';
import { toFieldErrors, useFormSubmit } from '../../hooks/use-form-submit';
import '../../styles/settings.css';
import { paths } from '../../config/paths';
import { PasswordField } from '../../components/password-field';

/** Closing needs the password, then a last confirmation; on success the session ends here too. */
export function CloseAccountPage() {
  const { t } = useTranslation('app');
  const { t: tWallet } = useTranslation('wallet');
  const { t: tRule } = useTranslation();
  const errorText = useErrorText();
  const title = t('settings.closeAccount');
  usePageTitle(title);
  const { api, session, notify } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);

  const closed = useRef(false);

  // The session ends once this guarded page has left the screen: signing out while it still shows
  // would send the guard to sign-in instead of home. The router commits its pages in a transition.
  useEffect(
    () => () => {
      if (!closed.current) return;
      session.getState().signOut();
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      void queryClient.invalidateQueries();
    },
    [session, queryClient],
  );

  const { errors, setErrors, sending, handleSubmit, clearError } = useFormSubmit<'password'>({
    fields: ['password'],
    validate: () => (password ? {} : { password: tWallet('form.required') }),
    submit: async () => setConfirming(true),
  });

  async function handleConfirm() {
    setClosing(true);
    try {
      await api.profile.closeAccount(password);
      closed.current = true;
      notify.getState().notify({ kind: 'success', message: tWallet('close.closed') });
      await navigate(paths.root.href(), { replace: true });
    } catch (error) {
      setConfirming(false);
      setErrors(
        toFieldErrors(error, { fields: ['password'] as const, fallback: tWallet('form.failed'), t: tRule, errorText }),
      );
      setClosing(false);
    }
  }

  return (
    <div className="page settings-page">
      <h1>{title}</h1>
      <div className="card settings-form danger-zone">
        <p>{tWallet('close.warning')}</p>
        <ul className="close-list">
          <li>{tWallet('close.lose.profile')}</li>
          <li>{tWallet('close.lose.sessions')}</li>
          <li>{tWallet('close.lose.balance')}</li>
        </ul>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <PasswordField
            label={tWallet('close.password')}
            value={password}
            error={errors.password}
            onChange={(typed) => {
              setPassword(typed);
              clearError('password');
            }}
          />
          <FormFooter error={errors.form} sending={sending || closing} label={tWallet('close.submit')} />
        </form>
      </div>
      <ConfirmDialog
        open={confirming}
        title={tWallet('close.confirmTitle')}
        confirmLabel={tWallet('close.confirm')}
        busy={closing}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>{tWallet('close.confirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
