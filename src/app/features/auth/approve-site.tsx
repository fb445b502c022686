import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { embedCapLimits } from '../../../core/contract/embed';
import { APPROVED_MESSAGE } from '../../../core/embed/handoff';
import { isApiError } from '../../../core/http/api-error';
import { fieldKey } from '../../../core/i18n/issue-key';
import { useFormat } from '../../hooks/use-format';
import { useAppServices } from '../../boot/app-context';
import { checkCap, type ConnectRequest } from './connect-request';
import { FormError } from '../../components/form-error';
import { ModalActions } from '../../components/modal-actions';
import { useErrorText } from '../../hooks/use-error-text';
import { DollarField } from '../../components/dollar-field';

export const DEFAULT_DAILY_CAP = 20;

/** 'Allow <site> to send tips and subscribe for you, up to $N a day', with the cap to choose. */
export function ApproveSite({
  request,
  onOutcome,
}: {
  request: ConnectRequest;
  onOutcome: (outcome: 'approved' | 'cancelled') => void;
}) {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const { api } = useAppServices();
  const [capText, setCapText] = useState(String(DEFAULT_DAILY_CAP));
  const [capError, setCapError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const check = checkCap(capText);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!check.ok) {
      setCapError(tc(check.error));
      return;
    }
    setCapError(undefined);
    setFormError(undefined);
    setSending(true);
    try {
      await api.embed.create({
        site: request.site,
        daily_cap: check.value,
        handoff_id: request.handoff,
        challenge: request.challenge,
      });
      // The frame polls for the approval anyway; this only lets it notice sooner.
      window.opener?.postMessage({ type: APPROVED_MESSAGE, handoff: request.handoff }, window.location.origin);
      onOutcome('approved');
      setTimeout(() => window.close(), 1200);
    } catch (error) {
      if (isApiError(error) && error.fields.daily_cap) setCapError(tc(fieldKey(error.fields.daily_cap)));
      else setFormError(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="connect-question">
        {t('connect.allow', { site: request.site, cap: check.ok ? format.money(check.value) : '—' })}
      </p>
      <DollarField
        label={t('connect.cap')}
        hint={t('connect.capHint')}
        name="daily_cap"
        max={embedCapLimits.max}
        value={capText}
        onChange={(event) => setCapText(event.target.value)}
        error={capError}
      />
      <FormError message={formError} />
      <ModalActions
        busy={sending}
        confirmLabel={t('connect.approve')}
        cancelLabel={tc('actions.cancelCapitalised')}
        onCancel={() => {
          onOutcome('cancelled');
          setTimeout(() => window.close(), 1200);
        }}
      />
    </form>
  );
}
