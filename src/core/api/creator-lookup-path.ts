import { encodeSegment } from './api-context';

/**
 * The public creator lookup's path, apart from creators-api.ts so the widgets reach it without the
 * full contract. Aliases are matched case-insensitively; the client sends them lower-cased (SPEC.md
 * section 7).
 */
export const creatorLookupPath = (alias: string) => `/v1/customer/creator/${encodeSegment(alias.toLowerCase())}`;

/** A creator's goal (API.md, 'Supporters and goals'): public, read by the widgets and the profile. */
export const creatorGoalPath = (alias: string) => `${creatorLookupPath(alias)}/goal`;

/** A creator's latest supporters (`limit`, 1 to 20, in the query). */
export const creatorSupportersPath = (alias: string) => `${creatorLookupPath(alias)}/supporters`;
