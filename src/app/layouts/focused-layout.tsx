import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * A window with one task (the connect popup, WIDGETS.md): the brand and the page, nothing to wander off
 * to. No theme or language select: the widget that opened it chose both.
 */
export function FocusedLayout() {
  const { t } = useTranslation();
  return (
    <div className="focused-frame">
      <header className="focused-brand">
        <span className="brand">{t('brand')}</span>
      </header>
      <main id="main" className="focused-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
