import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../core/http/api-error';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';

/** SPEC.md section 8: the server's error as a danger notification, then the home page. */
export function useApiErrorHandler(options: { goHome?: boolean } = {}) {
  const { notify } = useAppServices();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const goHome = options.goHome ?? true;
  return useCallback(
    (error: unknown) => {
      const message = isApiError(error) ? error.message : t('errors.generic');
      notify.getState().notify({ kind: 'danger', message });
      if (goHome) void navigate(paths.root.href());
    },
    [goHome, navigate, notify, t],
  );
}
