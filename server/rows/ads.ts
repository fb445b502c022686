import { query } from '../db/query';
import type { Sql } from '../db/sql';

const adsQuery = query((db) => db.selectFrom('ads').select(['id', 'title', 'image', 'link']).orderBy('id'));

/** Cuppa's own promotions, in their order. */
export const allAds = (q: Sql) => q.all(adsQuery);
