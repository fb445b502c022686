import type { Sql } from '../db/sql';

/** Cuppa's own promotions, in their order. */
export const allAds = (q: Sql) =>
  q.all<{ id: number; title: string; image: string; link: string }>(
    'SELECT id, title, image, link FROM ads ORDER BY id',
  );
