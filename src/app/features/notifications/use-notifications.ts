import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';
import { usePageQuery } from '../../hooks/use-page-query';

export const NOTIFICATIONS_PAGE_SIZE = 10;

export function useNotificationPage(page: number) {
  const { api } = useAppServices();
  return usePageQuery(queryKeys.notifications.page(page), () =>
    api.notifications.list({ page, per_page: NOTIFICATIONS_PAGE_SIZE }),
  );
}

/**
 * Marks the given notifications read, or all of them: on the server, so every device of the member's
 * sees it. The sidebar's count takes the answer at once; the pages read again.
 */
export function useMarkNotificationsRead() {
  const { api, notify } = useAppServices();
  const client = useQueryClient();
  const { t } = useTranslation('app');
  return useMutation({
    mutationFn: (ids: number[] | 'all') => api.notifications.read(ids === 'all' ? {} : { ids }),
    onSuccess: async (unread) => {
      client.setQueryData(queryKeys.notifications.unread, unread);
      await client.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
    onError: () => notify.getState().notify({ kind: 'danger', message: t('notifications.markFailed') }),
  });
}
