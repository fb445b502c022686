import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './shell/language-switch';
import { ThemeSwitch } from './shell/theme-switch';

/** The app's frame until the routed shell takes over (issue 4). */
export function App() {
  const { t, ready } = useTranslation();

  useEffect(() => {
    if (ready) document.getElementById('splash')?.remove();
  }, [ready]);

  if (!ready) return null;
  return (
    <div className="page">
      <header className="topbar">
        <strong className="brand">{t('brand')}</strong>
        <div className="topbar-controls">
          <ThemeSwitch />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main">
        <h1>{t('app.welcome')}</h1>
        <p className="muted">{t('app.tagline')}</p>
      </main>
    </div>
  );
}
