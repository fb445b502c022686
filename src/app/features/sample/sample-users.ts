/** SAMPLE DATA: placeholder people for the social pages (SPEC.md §3 sample user). */
import { portrait } from './sample-images';
import { hoursAgo } from './sample-time';
import type { SampleUser } from './sample-types';

const person = (
  id: number,
  name: string,
  hue: number,
  rest: Omit<SampleUser, 'id' | 'name' | 'avatar'>,
): SampleUser => ({ id, name, avatar: portrait(name, hue), ...rest });

export const sampleUsers: SampleUser[] = [
  person(1, 'Lucía Romero', 12, {
    mutualCount: 12,
    role: 'photographer',
    status: 'online',
    lastMessage: 'The prints arrived, they look great!',
    lastActivity: hoursAgo(0.1),
  }),
  person(2, 'Omar Haddad', 200, {
    mutualCount: 8,
    role: 'musician',
    status: 'online',
    lastMessage: 'See you at the session on Friday.',
    lastActivity: hoursAgo(0.5),
  }),
  person(3, 'Grace Kim', 280, {
    mutualCount: 3,
    role: 'designer',
    status: 'offline',
    lastMessage: 'Sending the new cover tonight.',
    lastActivity: hoursAgo(5),
  }),
  person(4, 'Tomás Silva', 140, {
    mutualCount: 21,
    role: 'creator',
    status: 'online',
    lastMessage: 'Thanks for the coffee ☕',
    lastActivity: hoursAgo(1),
  }),
  person(5, 'Amira Nasser', 330, {
    mutualCount: 5,
    role: 'host',
    status: 'offline',
    lastMessage: 'The tour starts at nine, by the old gate.',
    lastActivity: hoursAgo(26),
  }),
  person(6, 'Jonas Weber', 45, {
    mutualCount: 0,
    role: 'member',
    status: 'offline',
    lastMessage: 'Is the workshop recorded?',
    lastActivity: hoursAgo(50),
  }),
  person(7, 'Priya Patel', 95, {
    mutualCount: 14,
    role: 'creator',
    status: 'online',
    lastMessage: 'New recipe video is up!',
    lastActivity: hoursAgo(0.2),
  }),
  person(8, 'Noah Brown', 170, {
    mutualCount: 2,
    role: 'member',
    status: 'offline',
    lastMessage: 'Count me in for the meetup.',
    lastActivity: hoursAgo(72),
  }),
  person(9, 'Yuki Tanaka', 255, {
    mutualCount: 9,
    role: 'designer',
    status: 'online',
    lastMessage: 'Love the new palette.',
    lastActivity: hoursAgo(3),
  }),
  person(10, 'Elena Petrova', 300, {
    mutualCount: 6,
    role: 'musician',
    status: 'offline',
    lastMessage: 'The album is finally mixed.',
    lastActivity: hoursAgo(120),
  }),
];

/** The one sample person a list shows for an id; sample ids always resolve. */
export function sampleUser(id: number): SampleUser {
  const user = sampleUsers.find((candidate) => candidate.id === id);
  if (!user) throw new Error(`No sample user ${id}`);
  return user;
}
