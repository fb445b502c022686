import { useTranslation } from 'react-i18next';
import { tw } from '../styles/tw';
import { GoalProgress } from './goal-progress';
import { CreatorError } from './inline-error';
import { useReleaseRoom } from './release-room';
import { useSupportEnglish } from './support-english';
import { TipControl } from './tip-control';
import { useGoal } from './use-support';

const card =
  'w-full max-w-[22rem] rounded-2xl border border-stone-200 bg-white p-5 text-stone-900 dark:bg-stone-900 dark:text-stone-100 dark:border-stone-700';

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
    return <div className={tw(`${card} h-[188px] animate-pulse`)} aria-busy="true" aria-label={t('actions.loading')} />;
  }
  if (!goal.data.goal) return null;
  return (
    <section className={tw(card)} aria-label={`${t('goal.title')}: ${goal.data.goal.title}`}>
      <GoalProgress goal={goal.data.goal} />
      <div className={tw('mt-4')}>
        <TipControl />
      </div>
    </section>
  );
}
