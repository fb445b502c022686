import { GoalPanel } from './goal-panel';
import { SupportersWall } from './supporters-wall';

/**
 * The widgets whose code loads when one of their elements mounts (runtime/widget-views.ts), not with
 * every page's runtime: one chunk for the two, as a page that shows a creator's goal often shows their
 * supporters too (scripts/build-tools/widget-chunks.ts budgets it).
 */
export const supportWidgets = { goal: GoalPanel, supporters: SupportersWall };
export type SupportWidgets = typeof supportWidgets;
