/** SAMPLE DATA: placeholder conversations (SPEC.md §3 sample chat message). Id 0 is the viewer. */
import { artwork } from './sample-images';
import { hoursAgo } from './sample-time';
import type { SampleChatMessage } from './sample-types';

export const VIEWER_ID = 0;

let nextId = 1;
const line = (
  friend: number,
  bySelf: boolean,
  message: string,
  hours: number,
  isRead = true,
  image?: string,
): SampleChatMessage => ({
  id: nextId++,
  from: bySelf ? VIEWER_ID : friend,
  to: bySelf ? friend : VIEWER_ID,
  message,
  sentOn: hoursAgo(hours),
  isRead,
  isSend: bySelf,
  ...(image ? { image } : {}),
});

export const sampleMessages: SampleChatMessage[] = [
  line(1, true, 'Did the prints make it?', 3),
  line(1, false, 'They did, this morning.', 2.5),
  line(1, false, 'Here is the first one on the wall.', 2.4, true, artwork(25, 480, 320)),
  line(1, false, 'The prints arrived, they look great!', 0.1, false),
  line(2, false, 'Are you coming to the jam on Friday?', 6),
  line(2, true, 'Wouldn’t miss it. Should I bring the cajón?', 5.5),
  line(2, false, 'See you at the session on Friday.', 0.5),
  line(3, true, 'How is the cover going?', 8),
  line(3, false, 'Sending the new cover tonight.', 5),
  line(4, false, 'Thanks for the coffee ☕', 1, false),
  line(7, false, 'New recipe video is up!', 0.2, false),
  line(7, true, 'Watching it now 😋', 0.15, false),
  line(9, true, 'What do you think of the new palette?', 4),
  line(9, false, 'Love the new palette.', 3),
];
