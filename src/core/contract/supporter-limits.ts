/**
 * API.md: how many supporters a wall lists (1..20; the widget's `limit`, 5 unless set). A file of its own,
 * with no zod, so the widgets check their attribute without bundling the contract's schemas.
 */
export const supportersLimits = { min: 1, max: 20, default: 5 } as const;
