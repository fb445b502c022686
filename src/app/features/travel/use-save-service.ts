import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '../../../core/contract/travel';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';
import { paths } from '../../config/paths';

/** Create or save: then every travel list is stale, the host hears it worked, and goes back to the list. */
export function useSaveService(id: number | null) {
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('travel');
  return async (input: ServiceInput) => {
    if (id === null) await api.travel.createService(input);
    else await api.travel.patchService(id, input);
    await queryClient.invalidateQueries({ queryKey: queryKeys.travel.all });
    notify.getState().notify({ kind: 'success', message: id === null ? t('manage.created') : t('manage.saved') });
    await navigate(paths.settings.travelList.href());
  };
}
