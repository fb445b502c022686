import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checklistSteps, type ChecklistStep } from '../../core/contract/creator-checklist';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';
import { useSession } from '../hooks/use-session';
import { queryKeys } from '../lib/query-keys';
import { isCreator } from '../utils/roles';
import './creator-checklist.css';

/** Where each step is done. */
const stepLinks: Record<ChecklistStep, string> = {
  price: paths.settings.account.href(),
  picture: paths.settings.account.href(),
  about: paths.settings.account.href(),
  snippet: paths.settings.widgets.href(),
  first_post: paths.home.href(),
};

/**
 * A new creator's first steps (price, picture, about, the snippet on their site, a first post), each
 * ticked when the API's data says so, never by a click; gone once all are done, and never shown to a
 * member who is not a creator. Nothing shows while it loads or if it cannot be read: it only helps.
 */
export function CreatorChecklist() {
  const { t } = useTranslation('app');
  const { api } = useAppServices();
  const { user } = useSession();
  const titleId = useId();
  const creator = isCreator(user);
  const query = useQuery({
    queryKey: queryKeys.checklist.of(user?.id ?? null),
    queryFn: () => api.profile.checklist(),
    enabled: creator,
  });
  const checklist = query.data;
  if (!creator || !checklist) return null;
  const doneCount = checklistSteps.filter((step) => checklist.done[step]).length;
  if (doneCount === checklistSteps.length) return null;
  return (
    <section className="card creator-checklist" aria-labelledby={titleId}>
      <div className="checklist-head">
        <h2 id={titleId}>{t('checklist.title')}</h2>
        <span className="muted">{t('checklist.progress', { done: doneCount, total: checklistSteps.length })}</span>
      </div>
      <ol className="checklist-steps">
        {checklistSteps.map((step) => {
          const done = checklist.done[step];
          return (
            <li key={step} className={done ? 'checklist-step is-done' : 'checklist-step'}>
              <span className="checklist-mark" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <span className="checklist-text">
                {done ? (
                  <span>{t(`checklist.steps.${step}`)}</span>
                ) : (
                  <Link to={stepLinks[step]}>{t(`checklist.steps.${step}`)}</Link>
                )}
                <span className="visually-hidden">, {t(done ? 'checklist.done' : 'checklist.toDo')}</span>
                {step === 'snippet' && checklist.site ? (
                  <span className="muted checklist-detail">
                    {t('checklist.seenOn', { site: new URL(checklist.site).host })}
                  </span>
                ) : step === 'snippet' && !done ? (
                  <span className="muted checklist-detail">{t('checklist.snippetHint')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
