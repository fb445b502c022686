import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';

export function useSettings() {
  const { api } = useAppServices();
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => api.profile.settings() });
}
