/** SAMPLE DATA: placeholder news and blog posts (SPEC.md §3 sample news). 51 is the demo blog post. */
import { hoursAgo } from './sample-time';
import type { SampleNews } from './sample-types';

export const DEMO_BLOG_ID = 51;

export const sampleNews: SampleNews[] = [
  {
    id: 51,
    title: 'Five small habits of creators who get paid',
    category: 'business',
    categoryVariant: 'success',
    date: hoursAgo(20),
    description:
      'Post on a rhythm your readers can count on. Say plainly what support pays for. Thank every supporter by name. Keep one post a month free for everyone. And show the work in progress: people like to back something that is still growing.',
  },
  {
    id: 52,
    title: 'Tips in crypto, explained in one coffee',
    category: 'technology',
    categoryVariant: 'info',
    date: hoursAgo(44),
    description:
      'A tip in crypto is a transfer to the creator’s wallet address. The QR code on a profile holds that address, so a phone wallet can scan it and pay in seconds.',
  },
  {
    id: 53,
    title: 'The street-food photo walk is almost full',
    category: 'food',
    categoryVariant: 'warning',
    date: hoursAgo(70),
    description:
      'Only a few seats are left for Saturday’s walk. Bring a small camera, comfortable shoes and an appetite.',
  },
  {
    id: 54,
    title: 'A new home for sketchbooks',
    category: 'art',
    categoryVariant: 'danger',
    date: hoursAgo(100),
    description: 'Artists can now group sketches into albums and share a whole series with supporters at once.',
  },
  {
    id: 55,
    title: 'Travel hosts join the community',
    category: 'travel',
    categoryVariant: 'info',
    date: hoursAgo(150),
    description: 'Tours, transfers and stays by city now sit beside the creators you follow.',
  },
];
