import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { goalLimits, goalSchema, type CreatorGoal, type GoalPeriod } from '../../../core/contract/supporters';
import { useAppServices } from '../../boot/app-context';
import { FormError } from '../../components/form-error';
import { FormFooter } from '../../components/form-footer';
import { GoalCard } from '../../components/goal-card';
import { EmptyState, QueryView } from '../../components/status';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { useErrorText } from '../../hooks/use-error-text';
import { useContractForm } from '../../hooks/use-contract-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { goalQuery } from '../../lib/creator-query';
import { queryKeys } from '../../lib/query-keys';
import { isCreator } from '../../utils/roles';
import '../../components/check-field.css';
import '../../styles/settings.css';
import { DollarField } from '../../components/dollar-field';

type GoalField = 'title' | 'target' | 'period';
const goalFields: readonly GoalField[] = ['title', 'target', 'period'];

/** Settings, for creators: the goal readers see on the profile and in the goal widget, set or removed. */
export function GoalPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('settings.goal'));
  const { user } = useSession();
  const { api } = useAppServices();
  const creator = user && isCreator(user) ? user.alias : null;
  const goal = useQuery({ ...goalQuery(api, creator ?? ''), enabled: creator !== null });
  return (
    <div className="page settings-page">
      <h1>{t('settings.goal')}</h1>
      {creator ? (
        <>
          <p className="muted">{t('goalSettings.intro')}</p>
          <QueryView query={goal}>{(current) => <GoalEditor alias={creator} current={current} />}</QueryView>
        </>
      ) : (
        <EmptyState>{t('goalSettings.notCreator')}</EmptyState>
      )}
    </div>
  );
}

function GoalEditor({ alias, current }: { alias: string; current: CreatorGoal | null }) {
  const { t } = useTranslation('app');
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const periodId = useId();
  const [title, setTitle] = useState(current?.title ?? '');
  const [target, setTarget] = useState(current ? String(current.target) : '');
  const [period, setPeriod] = useState<GoalPeriod>(current?.period ?? 'month');
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | undefined>();
  const errorText = useErrorText();

  const save = async (goal: Parameters<typeof api.profile.patch>[0]['goal'], message: string) => {
    await api.profile.patch({ goal });
    await queryClient.invalidateQueries({ queryKey: queryKeys.creators.goal(alias) });
    notify.getState().notify({ kind: 'success', message });
  };
  const { errors, sending, handleSubmit, clearError } = useContractForm({
    schema: goalSchema,
    fields: goalFields,
    values: () => ({ title, target: target.trim() === '' ? Number.NaN : Number(target), period }),
    submit: (goal) => save(goal, t('goalSettings.saved')),
  });

  async function handleRemove() {
    setRemoving(true);
    setRemoveError(undefined);
    try {
      await save(null, t('goalSettings.removed'));
      setTitle('');
      setTarget('');
    } catch (error) {
      setRemoveError(errorText(error));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <section className="card" aria-labelledby={`${periodId}-current`}>
        <h2 id={`${periodId}-current`}>{t('goalSettings.current')}</h2>
        {current ? <GoalCard goal={current} /> : <p className="muted">{t('goalSettings.none')}</p>}
        <p className="muted">
          {t('goalSettings.amounts')} <Link to={paths.settings.privacy.href()}>{t('settings.privacy')}</Link>
        </p>
      </section>
      <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('goalSettings.titleLabel')}
          hint={t('goalSettings.titleHint', { max: goalLimits.titleMax })}
          name="title"
          dir="auto"
          value={title}
          maxLength={goalLimits.titleMax}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            clearError('title');
          }}
        />
        <DollarField
          label={t('goalSettings.targetLabel')}
          name="target"
          min={goalLimits.targetMin}
          max={goalLimits.targetMax}
          value={target}
          error={errors.target}
          onChange={(event) => {
            setTarget(event.target.value);
            clearError('target');
          }}
        />
        <fieldset className="switches">
          <legend>{t('goalSettings.periodLegend')}</legend>
          {(['month', 'once'] as const).map((choice) => (
            <div key={choice} className="check-field">
              <input
                id={`${periodId}-${choice}`}
                type="radio"
                name="period"
                value={choice}
                checked={period === choice}
                onChange={() => setPeriod(choice)}
              />
              <label htmlFor={`${periodId}-${choice}`}>{t(`goalSettings.${choice}`)}</label>
            </div>
          ))}
        </fieldset>
        <FormFooter
          error={errors.form ?? errors.period}
          sending={sending}
          label={t('goalSettings.save')}
          sendingLabel={t('goalSettings.saving')}
        />
        <FormError message={removeError} />
        {current ? (
          <button
            type="button"
            className="button form-second-action"
            disabled={removing || sending}
            aria-busy={removing}
            onClick={() => void handleRemove()}
          >
            {t('goalSettings.remove')}
          </button>
        ) : null}
      </form>
    </>
  );
}
