import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { useDrawer } from '../hooks/use-drawer';
import { MainLayoutFrame } from './main-layout';
import { settingsMenu } from '../config/settings-menu';
import { SiteFooter } from './site-footer';
import { useSession } from '../hooks/use-session';
import { isCreator, managesTravel } from '../utils/roles';

/** Settings: the menu is a fixed column from lg, a drawer opened by 'Settings' below; its foot has the social links. */
export function SettingsLayout() {
  const { t } = useTranslation('app');
  const { open, close, toggleProps, panelProps } = useDrawer('settings-menu');
  const { user } = useSession();
  const travel = !!user && managesTravel(user);
  const creator = isCreator(user);
  const entries = settingsMenu.filter((entry) => (!entry.travel || travel) && (!entry.creator || creator));

  return (
    <MainLayoutFrame>
      <div className="settings-frame">
        <button {...toggleProps} className="button settings-toggle">
          <Icon name="gear" />
          {t('settings.open')}
        </button>
        <div {...panelProps} className="settings-menu">
          <nav aria-label={t('settings.menu')}>
            <h2 className="nav-heading">{t('settings.title')}</h2>
            <ul className="nav-list">
              {entries.map((entry) => (
                <li key={entry.key}>
                  <NavLink to={entry.link} className="nav-link">
                    <Icon name={entry.icon} />
                    <span>{t(`settings.${entry.key}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SiteFooter inMenu />
        </div>
        {open ? <div className="backdrop" aria-hidden="true" onClick={close} /> : null}
        <div className="settings-content">
          <Outlet />
        </div>
      </div>
    </MainLayoutFrame>
  );
}
