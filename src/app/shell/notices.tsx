import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useAppServices } from '../boot/app-context';

/** Notifications (top, short) and toasts (top-right, paused on hover or focus), both announced. */
export function Notices() {
  const { t } = useTranslation();
  const { notify } = useAppServices();
  const notifications = useStore(notify, (state) => state.notifications);
  const toasts = useStore(notify, (state) => state.toasts);
  const { dismiss, pause, resume } = notify.getState();

  return (
    <>
      <div className="notifications" role="status" aria-live="polite" aria-label={t('notify.region')}>
        {notifications.map((notice) => (
          <div
            key={notice.id}
            className={`notice notice-${notice.kind}`}
            role={notice.kind === 'danger' ? 'alert' : undefined}
          >
            {notice.message}
          </div>
        ))}
      </div>
      <section className="toasts" aria-live="polite" aria-label={t('notify.region')}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast notice-${toast.kind}`}
            onMouseEnter={() => pause(toast.id)}
            onMouseLeave={() => resume(toast.id)}
            onFocus={() => pause(toast.id)}
            onBlur={() => resume(toast.id)}
          >
            <div>
              {toast.title ? <strong>{toast.title}</strong> : null}
              <p>{toast.message}</p>
            </div>
            <button
              type="button"
              className="icon-button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('actions.dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </>
  );
}
