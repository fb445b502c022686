import { useTranslation } from 'react-i18next';
import { tw } from '../styles/tw';
import { GoalProgress, type GoalLook } from './goal-progress';
import { CreatorError } from './inline-error';
import { useReleaseRoom } from './release-room';
import { useSupportEnglish } from './support-english';
import { TipControl } from './tip-control';
import { useGoal } from './use-support';

const card =
  'w-full max-w-[22rem] rounded-2xl border border-stone-200 bg-white p-5 text-stone-900 dark:bg-stone-900 dark:text-stone-100 dark:border-stone-700';

/** The widget's look (twind); the app passes its own class names. */
const widgetGoalLook: GoalLook = {
  root: tw('grid gap-2'),
  eyebrow: tw('text-sm font-semibold text-stone-600 dark:text-stone-300'),
  title: tw('text-lg font-bold truncate'),
  track: tw('h-3 w-full overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700'),
  fill: tw('rounded-full bg-accent dark:bg-accent-dark'),
  figures: tw('flex flex-wrap justify-between gap-2 text-sm text-stone-600 dark:text-stone-300'),
};

/**
 * `<cuppa-goal>`: the creator's goal with its progress and a tip button; nothing at all, and no room
 * kept, when the creator has no goal. It reads the goal again after a tip or subscription on the page.
 */
export function GoalPanel() {
  useSupportEnglish();
  const { t } = useTranslation();
  const goal = useGoal();
  useReleaseRoom(goal.status !== 'loading');
  if (goal.status === 'error') return <CreatorError error={goal.error} />;
  if (goal.status === 'loading') {
    return (
      <div
        className={tw(`${card} animate-pulse`)}
        style={{ height: 188 }}
        aria-busy="true"
        aria-label={t('actions.loading')}
      />
    );
  }
  if (!goal.data.goal) return null;
  return (
    <section className={tw(card)} aria-label={`${t('goal.title')}: ${goal.data.goal.title}`}>
      <GoalProgress goal={goal.data.goal} look={widgetGoalLook} />
      <div className={tw('mt-4')}>
        <TipControl />
      </div>
    </section>
  );
}
