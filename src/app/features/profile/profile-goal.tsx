import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../boot/app-context';
import { GoalCard } from '../../components/goal-card';
import { goalQuery } from '../../lib/creator-query';

/**
 * The creator's goal on their profile, as the goal widget shows it on their site. Rendered with the page
 * on the server (profile-loader.ts); nothing when there is no goal or it could not be read (the profile
 * stands without it).
 */
export function ProfileGoal({ alias }: { alias: string }) {
  const { api } = useAppServices();
  const goal = useQuery(goalQuery(api, alias)).data;
  return goal ? <GoalCard goal={goal} className="goal-card" /> : null;
}
