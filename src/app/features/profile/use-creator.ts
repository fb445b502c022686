import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../boot/app-context';
import { useApiErrorHandler } from '../../hooks/use-api-error';
import { creatorQuery } from '../../lib/creator-query';

/** The creator behind /{alias}; SPEC.md section 8: a failed lookup says why and goes home. */
export function useCreator(alias: string) {
  const { api } = useAppServices();
  const handleError = useApiErrorHandler();
  const query = useQuery({
    ...creatorQuery(api, alias),
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);
  return query;
}
