/** SAMPLE DATA: placeholder events (SPEC.md §3 sample event). 301 is the demo event. */
import { artwork } from './sample-images';
import { daysAhead } from './sample-time';
import { titled } from './sample-titled';
import type { SampleEvent, SampleTalk, SampleTitleKey } from './sample-types';

export const DEMO_EVENT_ID = 301;

export const sampleEvents: SampleEvent[] = [
  {
    id: 301,
    title: { key: 'summit' },
    category: 'business',
    image: artwork(24),
    label: 'featured',
    date: daysAhead(3, 10),
    location: 'lisbon',
    attendees: 248,
    type: 'this-week',
  },
  {
    id: 302,
    title: { key: 'jamSession' },
    category: 'music',
    image: artwork(270),
    label: 'free',
    date: daysAhead(2, 21),
    location: 'online',
    attendees: 96,
    type: 'online',
  },
  {
    id: 303,
    title: { key: 'foodWalk' },
    category: 'food',
    image: artwork(40),
    label: 'fewSeats',
    date: daysAhead(5, 17),
    location: 'mexicoCity',
    attendees: 32,
    type: 'local',
  },
  {
    id: 304,
    title: { key: 'designSystems' },
    category: 'technology',
    image: artwork(200),
    label: 'new',
    date: daysAhead(9, 16),
    location: 'online',
    attendees: 412,
    type: 'online',
  },
  {
    id: 305,
    title: { key: 'sundayMarket' },
    category: 'art',
    image: artwork(320),
    label: 'free',
    date: daysAhead(4, 11),
    location: 'marrakesh',
    attendees: 18,
    type: 'this-week',
  },
  {
    id: 306,
    title: { key: 'trailRun' },
    category: 'sports',
    image: artwork(150),
    label: 'featured',
    date: daysAhead(12, 7),
    location: 'capeTown',
    attendees: 57,
    type: 'local',
  },
];

/** A talk of the demo event by the speaker `speakerId`, titled by the sample text `key`. */
const talk = (id: number, speakerId: number, date: string, key: SampleTitleKey): SampleTalk => ({
  id,
  userId: speakerId,
  speakerId,
  date,
  ...titled(key),
});

/** SAMPLE DATA (SPEC.md §3 sample talk): the demo event's programme. */
export const sampleTalks: SampleTalk[] = [
  talk(501, 4, daysAhead(3, 10), 'talkSupporter'),
  talk(502, 7, daysAhead(3, 11), 'talkCooking'),
  talk(503, 1, daysAhead(3, 13), 'talkPrints'),
  talk(504, 2, daysAhead(3, 15), 'talkLive'),
];
