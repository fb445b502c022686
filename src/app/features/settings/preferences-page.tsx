import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../core/contract/profile';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { CheckField } from '../../components/check-field';
import { FormFooter } from '../../components/form-footer';
import { useFormSubmit } from '../../hooks/use-form-submit';
import { useSettings } from './use-settings';
import '../../styles/settings.css';
import { queryKeys } from '../../lib/query-keys';

export type PreferenceGroup = keyof Settings;

/** Known switches have their own text; a switch the server adds later still shows, by its name. */
function useSwitchText(group: PreferenceGroup) {
  const { t, i18n } = useTranslation('wallet');
  return (key: string) => {
    const base = `preferences.${group}.options.${key}`;
    const label = i18n.exists(`${base}.label`, { ns: 'wallet' })
      ? t(`${base}.label` as 'preferences.notification.options.likes.label')
      : key.replace(/_/g, ' ');
    const hint = i18n.exists(`${base}.hint`, { ns: 'wallet' })
      ? t(`${base}.hint` as 'preferences.notification.options.likes.hint')
      : undefined;
    return { label, hint };
  };
}

function PreferencesForm({ group, initial }: { group: PreferenceGroup; initial: Record<string, boolean> }) {
  const { t } = useTranslation('wallet');
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const text = useSwitchText(group);
  const { errors, sending, handleSubmit } = useFormSubmit<never>({
    fields: [],
    validate: () => ({}),
    submit: async () => {
      const settings = await api.profile.patchSettings({ [group]: values });
      queryClient.setQueryData(queryKeys.settings, settings);
      setValues(settings[group]);
      notify.getState().notify({ kind: 'success', message: t('preferences.saved') });
    },
  });
  return (
    <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <fieldset className="switches" disabled={sending}>
        <legend>{t(`preferences.${group}.legend`)}</legend>
        {Object.entries(values).map(([key, checked]) => {
          const { label, hint } = text(key);
          return (
            <CheckField
              key={key}
              name={key}
              label={label}
              {...(hint ? { hint } : {})}
              checked={checked}
              onChange={(next) => setValues((current) => ({ ...current, [key]: next }))}
            />
          );
        })}
      </fieldset>
      <FormFooter error={errors.form} sending={sending} label={t('form.save')} sendingLabel={t('form.saving')} />
    </form>
  );
}

/** Notification, communication, messaging and privacy: one group of switches of the settings API each. */
export function PreferencesPage({ group }: { group: PreferenceGroup }) {
  const { t } = useTranslation('app');
  const { t: tWallet } = useTranslation('wallet');
  const title = t(`settings.${group}`);
  usePageTitle(title);
  const settings = useSettings();
  return (
    <div className="page settings-page">
      <h1>{title}</h1>
      <p className="muted">{tWallet(`preferences.${group}.intro`)}</p>
      <QueryView query={settings}>
        {(data) => <PreferencesForm key={group} group={group} initial={data[group]} />}
      </QueryView>
    </div>
  );
}
