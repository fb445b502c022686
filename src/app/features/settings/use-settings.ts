import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../boot/app-context';

export const settingsQueryKey = ['settings'] as const;

export function useSettings() {
  const { api } = useAppServices();
  return useQuery({ queryKey: settingsQueryKey, queryFn: () => api.profile.settings() });
}
