import { creatorLookupPath } from './creator-lookup-path';

// Apart from creator-lookup-path.ts, which every page's widgets load: these load with the goal and
// supporters widgets (and the app's profile).

/** A creator's goal (API.md, 'Supporters and goals'): public, read by the widgets and the profile. */
export const creatorGoalPath = (alias: string) => `${creatorLookupPath(alias)}/goal`;

/** A creator's latest supporters (`limit`, 1 to 20, in the query). */
export const creatorSupportersPath = (alias: string) => `${creatorLookupPath(alias)}/supporters`;
