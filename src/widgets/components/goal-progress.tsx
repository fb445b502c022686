import { useTranslation } from 'react-i18next';
import type { CreatorGoal } from '../../core/contract/supporters';
import { formatMoney } from '../../core/money/format-money';

/**
 * The class of each part: the widget styles with twind in its shadow root (goal-panel.tsx), the app with
 * its stylesheet; so the app, rendered on the server too, never imports twind.
 */
export type GoalLook = Partial<Record<'root' | 'eyebrow' | 'title' | 'track' | 'fill' | 'figures', string>>;

/** How far the goal is, in whole percent (past 100 when it is passed). */
export const goalPercent = (goal: Pick<CreatorGoal, 'raised' | 'target'>) =>
  goal.target > 0 ? Math.floor((goal.raised / goal.target) * 100) : 0;

/**
 * A creator's goal, in the goal widget and on the profile alike (WIDGETS.md): its title, a progress bar
 * whose value is also said in words, what was raised toward the target this month (or in all, for a
 * one-off goal) and by how many supporters.
 */
export function GoalProgress({ goal, look }: { goal: CreatorGoal; look: GoalLook }) {
  const { t, i18n } = useTranslation();
  const percent = goalPercent(goal);
  const amounts = {
    raised: formatMoney(goal.raised, i18n.language),
    target: formatMoney(goal.target, i18n.language),
  };
  return (
    <div className={look.root}>
      <p className={look.eyebrow}>{t('goal.title')}</p>
      <p className={look.title} dir="auto" title={goal.title}>
        {goal.title}
      </p>
      <div
        role="progressbar"
        part="progress"
        aria-label={goal.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={t('goal.progress', { ...amounts, percent })}
        className={look.track}
      >
        <div className={look.fill} style={{ width: `${Math.min(percent, 100)}%`, height: '100%' }} />
      </div>
      <p className={look.figures}>
        <span>{t(goal.period === 'month' ? 'goal.raisedMonth' : 'goal.raisedOnce', amounts)}</span>
        <span>{t('goal.supporters', { count: goal.supporters })}</span>
      </p>
    </div>
  );
}
