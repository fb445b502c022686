import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeSwitch } from '../shell/theme-switch';
import { SiteFooter } from './site-footer';
import { paths } from '../config/paths';

/** Public pages without the sidebar: sign-in, terms, the demo pages. */
export function PlainLayout() {
  const { t } = useTranslation();
  return (
    <div className="plain-frame">
      <header className="topbar">
        <Link to={paths.root.href()} className="brand">
          {t('brand')}
        </Link>
        <div className="topbar-controls">
          <ThemeSwitch />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="plain-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
