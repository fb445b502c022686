/**
 * API.md: a tip is 1..10000 whole dollars. A file of its own, with no zod, so the widgets' crypto tab can
 * ask no more than the balance tab without bundling the money schemas.
 */
export const tipLimits = { min: 1, max: 10_000 } as const;
