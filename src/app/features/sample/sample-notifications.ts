/** SAMPLE DATA: placeholder notifications (SPEC.md §3 sample notification). */
import { sampleUser } from './sample-users';
import { hoursAgo } from './sample-time';
import type { SampleNotification, SampleText } from './sample-types';

const about = (
  id: number,
  userId: number,
  text: Extract<SampleText, { key: string }>['key'],
  hours: number,
  flags: { isRead?: boolean; isFriendRequest?: boolean } = {},
): SampleNotification => {
  const user = sampleUser(userId);
  return {
    id,
    title: user.name,
    description: { key: text },
    avatar: user.avatar,
    time: hoursAgo(hours),
    isRead: flags.isRead ?? false,
    isFriendRequest: flags.isFriendRequest ?? false,
  };
};

export const sampleNotifications: SampleNotification[] = [
  about(1, 6, 'friendRequest', 0.3, { isFriendRequest: true }),
  about(2, 4, 'coffeeNote', 1),
  about(3, 8, 'friendRequest', 2, { isFriendRequest: true }),
  about(4, 7, 'commented', 4),
  about(5, 2, 'invited', 9, { isRead: true }),
  about(6, 1, 'likedPhoto', 20, { isRead: true }),
  about(7, 9, 'mentioned', 30, { isRead: true }),
  about(8, 5, 'sharedStory', 52, { isRead: true }),
];
