/** SAMPLE DATA: placeholder notifications (SPEC.md §3 sample notification). */
import { sampleUser } from './sample-users';
import { hoursAgo } from './sample-time';
import type { SampleNotification } from './sample-types';

const about = (
  id: number,
  userId: number,
  description: string,
  hours: number,
  flags: { isRead?: boolean; isFriendRequest?: boolean } = {},
): SampleNotification => {
  const user = sampleUser(userId);
  return {
    id,
    title: user.name,
    description,
    avatar: user.avatar,
    time: hoursAgo(hours),
    isRead: flags.isRead ?? false,
    isFriendRequest: flags.isFriendRequest ?? false,
  };
};

export const sampleNotifications: SampleNotification[] = [
  about(1, 6, 'sent you a friend request.', 0.3, { isFriendRequest: true }),
  about(2, 4, 'bought you a coffee and left a note: “Loved the last post!”', 1),
  about(3, 8, 'sent you a friend request.', 2, { isFriendRequest: true }),
  about(4, 7, 'commented on your post “Slow mornings”.', 4),
  about(5, 2, 'invited you to the event “Late-night jam session”.', 9, { isRead: true }),
  about(6, 1, 'liked your photo in “Harbour lights”.', 20, { isRead: true }),
  about(7, 9, 'mentioned you in the group “Type & Colour”.', 30, { isRead: true }),
  about(8, 5, 'shared a travel story with you.', 52, { isRead: true }),
];
