import { encodeSegment } from './api-context';

/**
 * The public creator lookup's path, apart from creators-api.ts so the widgets reach it without the
 * full contract. Aliases are matched case-insensitively; the client sends them lower-cased (SPEC.md
 * section 7).
 */
export const creatorLookupPath = (alias: string) => `/v1/customer/creator/${encodeSegment(alias.toLowerCase())}`;
