import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';
import { useSampleText } from '../../sample/use-sample-text';

export function useGroups() {
  return useQuery({ queryKey: sampleKeys.groups, queryFn: sampleApi.groups.list });
}

export function useGroup(id: number) {
  return useQuery({ queryKey: sampleKeys.group(id), queryFn: () => sampleApi.groups.get(id) });
}

export function useJoinGroup() {
  const client = useQueryClient();
  const { notify } = useAppServices();
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) => sampleApi.groups.setJoined(id, join),
    onSuccess: (group) => {
      notify.getState().notify({
        kind: 'success',
        message: group.isJoin
          ? t('groups.joinedNotice', { name: sampleText(group.name) })
          : t('groups.leftNotice', { name: sampleText(group.name) }),
      });
      return client.invalidateQueries({ queryKey: sampleKeys.groups });
    },
    onError: () => notify.getState().notify({ kind: 'danger', message: t('common.failed') }),
  });
}
