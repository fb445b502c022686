import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { Sidebar } from '../shell/sidebar';
import { useDrawer } from '../hooks/use-drawer';
import { paths } from '../config/paths';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { UnreadBadge } from '../shell/unread-badge';

/** The app's frame: the sidebar fixed from 992 px, a slide-in panel with its toggle below. */
export function MainLayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  const { open, close, toggleProps, panelProps } = useDrawer('sidebar');
  const unread = useUnreadNotifications();

  return (
    <div className="app-frame">
      <header className="mobile-bar">
        <button {...toggleProps} className="icon-button">
          <Icon name={open ? 'close' : 'menu'} />
          <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <Link to={paths.root.href()} className="brand">
          {tc('brand')}
        </Link>
        {unread === null ? null : (
          <Link to={paths.notifications.href()} className="icon-button mobile-bell">
            <Icon name="bell" />
            <span className="visually-hidden">{t('nav.notifications')}</span>
            <UnreadBadge count={unread} />
          </Link>
        )}
      </header>
      <div {...panelProps} className="sidebar">
        <div className="sidebar-head">
          <Link to={paths.root.href()} className="brand">
            {tc('brand')}
          </Link>
          <button type="button" className="icon-button sidebar-close" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <Sidebar />
      </div>
      {open ? <div className="backdrop" aria-hidden="true" onClick={close} /> : null}
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function MainLayout() {
  return (
    <MainLayoutFrame>
      <Outlet />
    </MainLayoutFrame>
  );
}
