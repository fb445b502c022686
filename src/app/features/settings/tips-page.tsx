import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { thankYouMaxLength } from '../../../core/contract/creator-tips';
import { profilePatchSchema } from '../../../core/contract/profile';
import { characterCount } from '../../../core/contract/tip-limits';
import type { Me } from '../../../core/contract/users';
import { issueKey } from '../../../core/i18n/issue-key';
import { useAppServices } from '../../boot/app-context';
import { FormFooter } from '../../components/form-footer';
import { EmptyState, QueryView } from '../../components/status';
import { TextareaField } from '../../components/textarea-field';
import { paths } from '../../config/paths';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { usePageTitle } from '../../hooks/use-page-title';
import { isCreator } from '../../utils/roles';
import { useApplyMe, useMe } from './use-me';
import '../../styles/settings.css';
import './tips-page.css';
import { DollarField } from '../../components/dollar-field';

const presetFields = ['preset0', 'preset1', 'preset2'] as const;
type TipsField = (typeof presetFields)[number] | 'thank_you';
const tipsFields: readonly TipsField[] = [...presetFields, 'thank_you'];

/** Settings, for creators: the three amounts the tip forms offer, and the note on a reader's receipt. */
export function TipsPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('settings.tips'));
  const me = useMe();
  return (
    <div className="page settings-page">
      <h1>{t('settings.tips')}</h1>
      <QueryView query={me}>
        {(user) =>
          isCreator(user) ? (
            <>
              <p className="muted">{t('tipSettings.intro')}</p>
              <TipsForm key={user.id} user={user} />
            </>
          ) : (
            <EmptyState>
              {t('tipSettings.notCreator')} <Link to={paths.settings.account.href()}>{t('settings.account')}</Link>
            </EmptyState>
          )
        }
      </QueryView>
    </div>
  );
}

function TipsForm({ user }: { user: Me }) {
  const { t } = useTranslation('app');
  const { t: tRule } = useTranslation();
  const { api, notify } = useAppServices();
  const applyMe = useApplyMe();
  const [amounts, setAmounts] = useState(() => user.tip_presets.map(String));
  const [note, setNote] = useState(user.thank_you);

  // The contract's rules, each issue beside its field: `tip_presets.1` is the second amount's.
  const check = () => {
    const parsed = profilePatchSchema.safeParse({
      tip_presets: amounts.map((amount) => (amount.trim() === '' ? Number.NaN : Number(amount))),
      thank_you: note,
    });
    if (parsed.success) return { ok: true as const, value: parsed.data, errors: {} };
    const errors: FieldErrors<TipsField> = {};
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const name: TipsField | 'form' =
        field === 'thank_you' ? 'thank_you' : typeof index === 'number' ? (presetFields[index] ?? 'form') : 'form';
      errors[name] ??= tRule(issueKey(issue));
    }
    return { ok: false as const, errors };
  };

  const { errors, sending, handleSubmit, clearError } = useFormSubmit<TipsField>({
    fields: tipsFields,
    validate: () => check().errors,
    submit: async () => {
      const checked = check();
      if (!checked.ok) return;
      applyMe(await api.profile.patch(checked.value));
      notify.getState().notify({ kind: 'success', message: t('tipSettings.saved') });
    },
  });

  return (
    <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <fieldset className="switches">
        <legend>{t('tipSettings.presetsLegend')}</legend>
        <p className="field-hint">{t('tipSettings.presetsHint')}</p>
        <div className="preset-fields">
          {presetFields.map((field, index) => (
            <DollarField
              key={field}
              label={t('tipSettings.presetLabel', { number: index + 1 })}
              name={field}
              value={amounts[index] ?? ''}
              error={errors[field]}
              onChange={(event) => {
                const value = event.target.value;
                setAmounts((current) => current.map((amount, at) => (at === index ? value : amount)));
                clearError(field);
              }}
            />
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={t('tipSettings.noteLabel')}
        name="thank_you"
        rows={3}
        dir="auto"
        value={note}
        hint={t('tipSettings.noteHint', { used: characterCount(note.trim()), max: thankYouMaxLength })}
        error={errors.thank_you}
        onChange={(event) => {
          setNote(event.target.value);
          clearError('thank_you');
        }}
      />
      <FormFooter
        error={errors.form}
        sending={sending}
        label={t('tipSettings.save')}
        sendingLabel={t('goalSettings.saving')}
      />
    </form>
  );
}
