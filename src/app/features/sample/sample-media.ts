/** SAMPLE DATA: placeholder videos, albums and stories (SPEC.md §3 sample video and album). */
import { artwork } from './sample-images';
import { hoursAgo } from './sample-time';
import type { SampleAlbum, SampleStory, SampleVideo } from './sample-types';

const youtube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const sampleVideos: SampleVideo[] = [
  {
    id: 401,
    userId: 7,
    title: { key: 'videoShakshuka' },
    image: artwork(15),
    time: '9:48',
    views: 48210,
    iframe: youtube('aqz-KE-bpKQ'),
  },
  {
    id: 402,
    userId: 2,
    title: { key: 'videoRooftop' },
    image: artwork(265),
    time: '24:05',
    views: 12930,
    iframe: youtube('aqz-KE-bpKQ'),
  },
  {
    id: 403,
    userId: 1,
    title: { key: 'videoHarbour' },
    image: artwork(210),
    time: '4:12',
    views: 8811,
    iframe: youtube('aqz-KE-bpKQ'),
  },
  {
    id: 404,
    userId: 3,
    title: { key: 'videoCover' },
    image: artwork(290),
    time: '17:31',
    views: 3302,
    iframe: youtube('aqz-KE-bpKQ'),
  },
  {
    id: 405,
    userId: 4,
    title: { key: 'videoSupporters' },
    image: artwork(120),
    time: '12:00',
    views: 20544,
    iframe: youtube('aqz-KE-bpKQ'),
  },
  {
    id: 406,
    userId: 5,
    title: { key: 'videoMedina' },
    image: artwork(35),
    time: '7:26',
    views: 6140,
    iframe: youtube('aqz-KE-bpKQ'),
  },
];

export const sampleAlbums: SampleAlbum[] = [
  {
    id: 601,
    title: { key: 'albumHarbour' },
    image: artwork(210, 480, 360),
    count: 24,
    likes: 312,
    comments: 41,
    time: hoursAgo(20),
  },
  {
    id: 602,
    title: { key: 'albumMarket' },
    image: artwork(40, 480, 360),
    count: 16,
    likes: 198,
    comments: 12,
    time: hoursAgo(60),
  },
  {
    id: 603,
    title: { key: 'albumStudio' },
    image: artwork(280, 480, 360),
    count: 9,
    likes: 87,
    comments: 6,
    time: hoursAgo(140),
  },
  {
    id: 604,
    title: { key: 'albumRoad' },
    image: artwork(160, 480, 360),
    count: 42,
    likes: 530,
    comments: 77,
    time: hoursAgo(300),
  },
  {
    id: 605,
    title: { key: 'albumCups' },
    image: artwork(20, 480, 360),
    count: 12,
    likes: 143,
    comments: 19,
    time: hoursAgo(500),
  },
  {
    id: 606,
    title: { key: 'albumNight' },
    image: artwork(300, 480, 360),
    count: 31,
    likes: 266,
    comments: 28,
    time: hoursAgo(800),
  },
];

export const sampleStories: SampleStory[] = [1, 2, 4, 7, 9, 3, 5].map((userId, index) => ({
  id: 700 + userId,
  userId,
  image: artwork(userId * 37, 360, 640),
  time: hoursAgo(index * 2 + 1),
  seen: index > 3,
}));
