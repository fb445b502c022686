/** SAMPLE DATA: placeholder conversations (SPEC.md §3 sample chat message). Id 0 is the viewer. */
import { artwork } from './sample-images';
import { hoursAgo } from './sample-time';
import type { SampleChatMessage, SampleText } from './sample-types';

export const VIEWER_ID = 0;

let nextId = 1;
const line = (
  friend: number,
  bySelf: boolean,
  text: Extract<SampleText, { key: string }>['key'],
  hours: number,
  isRead = true,
  image?: string,
): SampleChatMessage => ({
  id: nextId++,
  from: bySelf ? VIEWER_ID : friend,
  to: bySelf ? friend : VIEWER_ID,
  message: { key: text },
  sentOn: hoursAgo(hours),
  isRead,
  isSend: bySelf,
  ...(image ? { image } : {}),
});

export const sampleMessages: SampleChatMessage[] = [
  line(1, true, 'printsQuestion', 3),
  line(1, false, 'printsMorning', 2.5),
  line(1, false, 'printsWall', 2.4, true, artwork(25, 480, 320)),
  line(1, false, 'printsGreat', 0.1, false),
  line(2, false, 'jamQuestion', 6),
  line(2, true, 'jamCajon', 5.5),
  line(2, false, 'jamSee', 0.5),
  line(3, true, 'coverQuestion', 8),
  line(3, false, 'coverTonight', 5),
  line(4, false, 'coffeeThanks', 1, false),
  line(7, false, 'recipeUp', 0.2, false),
  line(7, true, 'recipeWatching', 0.15, false),
  line(9, true, 'paletteQuestion', 4),
  line(9, false, 'paletteLove', 3),
];
