import type { CreatorGoal } from '../../core/contract/supporters';
import { GoalProgress, type GoalLook } from '../../widgets/components/goal-progress';
import './goal-card.css';

/** The app's stylesheet dresses the goal the widget shows; its texts and rules are the widget's. */
const appGoalLook: GoalLook = {
  root: 'goal',
  eyebrow: 'goal-eyebrow',
  title: 'goal-title',
  track: 'goal-track',
  fill: 'goal-fill',
  figures: 'goal-figures muted',
};

/** A creator's goal in a card: on their profile, and in their settings as readers see it. */
export function GoalCard({ goal, className = '' }: { goal: CreatorGoal; className?: string }) {
  return (
    <section className={`card ${className}`} aria-label={goal.title}>
      <GoalProgress goal={goal} look={appGoalLook} />
    </section>
  );
}
