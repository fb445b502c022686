/** SAMPLE DATA: placeholder news and blog posts (SPEC.md §3 sample news). 51 is the demo blog post. */
import { hoursAgo } from './sample-time';
import type { SampleNews } from './sample-types';

export const DEMO_BLOG_ID = 51;

export const sampleNews: SampleNews[] = [
  {
    id: 51,
    title: { key: 'newsHabits' },
    category: 'business',
    categoryVariant: 'success',
    date: hoursAgo(20),
    description: { key: 'newsHabitsText' },
  },
  {
    id: 52,
    title: { key: 'newsCrypto' },
    category: 'technology',
    categoryVariant: 'info',
    date: hoursAgo(44),
    description: { key: 'newsCryptoText' },
  },
  {
    id: 53,
    title: { key: 'newsWalk' },
    category: 'food',
    categoryVariant: 'warning',
    date: hoursAgo(70),
    description: { key: 'newsWalkText' },
  },
  {
    id: 54,
    title: { key: 'newsSketchbooks' },
    category: 'art',
    categoryVariant: 'danger',
    date: hoursAgo(100),
    description: { key: 'newsSketchbooksText' },
  },
  {
    id: 55,
    title: { key: 'newsHosts' },
    category: 'travel',
    categoryVariant: 'info',
    date: hoursAgo(150),
    description: { key: 'newsHostsText' },
  },
];
