import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';
import { useErrorText } from './use-error-text';

/** SPEC.md section 8: the server's error as a danger notification, then the home page. */
export function useApiErrorHandler(options: { goHome?: boolean } = {}) {
  const { notify } = useAppServices();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const goHome = options.goHome ?? true;
  return useCallback(
    (error: unknown) => {
      const message = errorText(error);
      notify.getState().notify({ kind: 'danger', message });
      if (goHome) void navigate(paths.root.href());
    },
    [errorText, goHome, navigate, notify],
  );
}
