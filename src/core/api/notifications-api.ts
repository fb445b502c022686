import {
  notificationListResponseSchema,
  notificationReadResponseSchema,
  type NotificationReadRequest,
} from '../contract/notifications';
import type { ApiContext } from './api-context';

/** A member's notifications and their read state (API.md, 'A creator's business'). */
export function createNotificationsApi({ http }: ApiContext) {
  return {
    list: (query: { page: number; per_page?: number }) =>
      http.request('get', '/v1/customer/notifications', notificationListResponseSchema, { query }),
    /** The given ids, or all; answers how many stay unread. */
    read: async (body: NotificationReadRequest = {}) =>
      (await http.request('post', '/v1/customer/notifications/read', notificationReadResponseSchema, { json: body }))
        .unread,
  };
}
