import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi } from '../../sample/sample-api';
import type { SampleEventType } from '../../sample/sample-types';
import { sampleKeys } from '../sample-keys';
import { useSampleText } from '../../sample/use-sample-text';

export const eventTypes: SampleEventType[] = ['online', 'this-week', 'local'];

export function useEvents(type?: SampleEventType) {
  return useQuery({ queryKey: sampleKeys.events(type), queryFn: () => sampleApi.events.list(type) });
}

export function useEvent(id: number) {
  return useQuery({ queryKey: sampleKeys.event(id), queryFn: () => sampleApi.events.get(id) });
}

export function useTalks(eventId: number) {
  return useQuery({ queryKey: sampleKeys.talks(eventId), queryFn: () => sampleApi.events.talks(eventId) });
}

export function useAttending() {
  return useQuery({ queryKey: sampleKeys.attending, queryFn: sampleApi.events.attending });
}

export function useSetAttending() {
  const client = useQueryClient();
  const { notify } = useAppServices();
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  return useMutation({
    mutationFn: ({ id, going }: { id: number; going: boolean }) => sampleApi.events.setAttending(id, going),
    onSuccess: (event, { going }) => {
      notify.getState().notify({
        kind: 'success',
        message: going
          ? t('events.goingNotice', { title: sampleText(event.title) })
          : t('events.notGoingNotice', { title: sampleText(event.title) }),
      });
      return client.invalidateQueries({ queryKey: sampleKeys.eventsAll });
    },
    onError: () => notify.getState().notify({ kind: 'danger', message: t('common.failed') }),
  });
}
