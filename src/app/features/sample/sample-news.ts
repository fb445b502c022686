/** SAMPLE DATA: placeholder news and blog posts (SPEC.md §3 sample news). 51 is the demo blog post. */
import { hoursAgo } from './sample-time';
import { titled } from './sample-titled';
import type { SampleNews, SampleTitleKey } from './sample-types';

export const DEMO_BLOG_ID = 51;

/** A news item posted `hours` ago, titled by the sample text `key` (its body: `${key}Text`). */
const news = (
  id: number,
  key: SampleTitleKey,
  hours: number,
  category: Pick<SampleNews, 'category' | 'categoryVariant'>,
): SampleNews => ({ id, ...titled(key), date: hoursAgo(hours), ...category });

export const sampleNews: SampleNews[] = [
  news(51, 'newsHabits', 20, { category: 'business', categoryVariant: 'success' }),
  news(52, 'newsCrypto', 44, { category: 'technology', categoryVariant: 'info' }),
  news(53, 'newsWalk', 70, { category: 'food', categoryVariant: 'warning' }),
  news(54, 'newsSketchbooks', 100, { category: 'art', categoryVariant: 'danger' }),
  news(55, 'newsHosts', 150, { category: 'travel', categoryVariant: 'info' }),
];
