/** SAMPLE DATA: placeholder groups (SPEC.md §3 sample group; ppd 5 to 20). 2001 is the demo group. */
import { artwork } from './sample-images';
import type { SampleGroup } from './sample-types';

export const DEMO_GROUP_ID = 2001;

const group = (
  id: number,
  name: string,
  hue: number,
  rest: Pick<SampleGroup, 'type' | 'ppd' | 'members' | 'memberCount' | 'isJoin'>,
): SampleGroup => ({ id, name, image: artwork(hue, 800, 260), logo: artwork(hue + 90, 96, 96), ...rest });

export const sampleGroups: SampleGroup[] = [
  group(2001, 'Coffee & Creators', 24, {
    type: 'Public',
    ppd: 12,
    members: [4, 7, 1, 2],
    memberCount: 3280,
    isJoin: true,
  }),
  group(2002, 'Type & Colour', 260, { type: 'Private', ppd: 5, members: [3, 9], memberCount: 412, isJoin: false }),
  group(2003, 'Home cooks on camera', 90, {
    type: 'Public',
    ppd: 20,
    members: [7, 8, 6],
    memberCount: 9120,
    isJoin: false,
  }),
  group(2004, 'Night owls music club', 300, {
    type: 'Private',
    ppd: 8,
    members: [2, 10],
    memberCount: 768,
    isJoin: false,
  }),
  group(2005, 'Slow travel stories', 170, {
    type: 'Public',
    ppd: 15,
    members: [5, 1, 8],
    memberCount: 2045,
    isJoin: false,
  }),
  group(2006, 'Film photography', 35, { type: 'Public', ppd: 6, members: [1, 9], memberCount: 1533, isJoin: true }),
];
