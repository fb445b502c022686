/** SAMPLE DATA: placeholder groups (SPEC.md §3 sample group; ppd 5 to 20). 2001 is the demo group. */
import { artwork } from './sample-images';
import type { SampleGroup, SampleTextKey } from './sample-types';

export const DEMO_GROUP_ID = 2001;

const group = (
  id: number,
  name: SampleTextKey,
  hue: number,
  rest: Pick<SampleGroup, 'type' | 'ppd' | 'members' | 'memberCount' | 'isJoin'>,
): SampleGroup => ({
  id,
  name: { key: name },
  image: artwork(hue, 800, 260),
  logo: artwork(hue + 90, 96, 96),
  ...rest,
});

export const sampleGroups: SampleGroup[] = [
  group(2001, 'groupCoffee', 24, { type: 'Public', ppd: 12, members: [4, 7, 1, 2], memberCount: 3280, isJoin: true }),
  group(2002, 'groupType', 260, { type: 'Private', ppd: 5, members: [3, 9], memberCount: 412, isJoin: false }),
  group(2003, 'groupCooks', 90, { type: 'Public', ppd: 20, members: [7, 8, 6], memberCount: 9120, isJoin: false }),
  group(2004, 'groupNightOwls', 300, { type: 'Private', ppd: 8, members: [2, 10], memberCount: 768, isJoin: false }),
  group(2005, 'groupSlowTravel', 170, {
    type: 'Public',
    ppd: 15,
    members: [5, 1, 8],
    memberCount: 2045,
    isJoin: false,
  }),
  group(2006, 'groupFilm', 35, { type: 'Public', ppd: 6, members: [1, 9], memberCount: 1533, isJoin: true }),
];
