/**
 * SAMPLE DATA: placeholder notifications (SPEC.md §3 sample notification), the friend requests of the
 * social sample pages. The member's real notifications come from the API (features/notifications).
 */
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

/** Friend requests: accepting one makes a friend (the friends card, the chats). */
export const sampleNotifications: SampleNotification[] = [
  about(1, 6, 'friendRequest', 0.3, { isFriendRequest: true }),
  about(3, 8, 'friendRequest', 2, { isFriendRequest: true }),
];
