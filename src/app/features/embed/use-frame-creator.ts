import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../boot/app-context';
import { useSession } from '../../hooks/use-session';
import { useFrameParams } from './use-widget-messages';
import { queryKeys } from '../../lib/query-keys';

/** The creator the widget names, read with the frame's token (so `is_subscribe` is the member's). */
export function useFrameCreator() {
  const { api } = useAppServices();
  const { creator } = useFrameParams();
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.creators.inFrame(creator ?? null, token),
    queryFn: ({ signal }) => api.creators.lookup(creator ?? '', signal),
    enabled: Boolean(creator) && token !== null,
  });
}
