import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session';
import { Icon, type IconName } from '../components/icon';
import { LanguageSwitch } from './language-switch';
import { externalLinks } from '../config/links';
import { useSignOut } from './use-sign-out';
import { ThemeSwitch } from './theme-switch';
import { paths } from '../config/paths';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { UnreadBadge } from './unread-badge';
import { Section } from '../components/section';

type NavKey =
  | 'home'
  | 'tokenomics'
  | 'creators'
  | 'accountCreator'
  | 'earnings'
  | 'transactions'
  | 'rechargeWallet'
  | 'withdrawWallet'
  | 'notifications'
  | 'settings';

const main: { key: NavKey; to: string; icon: IconName }[] = [
  { key: 'home', to: paths.root.href(), icon: 'home' },
  { key: 'tokenomics', to: paths.tokenomics.href(), icon: 'coins' },
  { key: 'creators', to: paths.creators.href(), icon: 'users' },
];

const wallet: { key: NavKey; to: string; icon: IconName }[] = [
  { key: 'accountCreator', to: paths.settings.account.href(), icon: 'user' },
  { key: 'earnings', to: paths.settings.earnings.href(), icon: 'chart' },
  { key: 'transactions', to: paths.settings.orders.href(), icon: 'list' },
  { key: 'rechargeWallet', to: paths.settings.rechargeWallet.href(), icon: 'plus' },
  { key: 'withdrawWallet', to: paths.settings.withdraw.href(), icon: 'minus' },
];

// SPEC.md: Popular, Recent, Subscriptions, My favorites and Wishlist have no target: one compact group
// under a single 'Coming soon', plain text (nothing to click), instead of five rows with a pill each.
const untargeted: { key: 'popular' | 'recent' | 'subscriptions' | 'favorites' | 'wishlist'; icon: IconName }[] = [
  { key: 'popular', icon: 'fire' },
  { key: 'recent', icon: 'clock' },
  { key: 'subscriptions', icon: 'star' },
  { key: 'favorites', icon: 'heart' },
  { key: 'wishlist', icon: 'list' },
];

function NavItem({
  to,
  icon,
  label,
  onNavigate,
  unread,
}: {
  to: string;
  icon: IconName;
  label: string;
  onNavigate?: () => void;
  unread?: number | null;
}) {
  return (
    <li>
      <NavLink to={to} end={to === paths.root.href()} className="nav-link" onClick={onNavigate}>
        <Icon name={icon} />
        <span>{label}</span>
        {unread === undefined ? null : <UnreadBadge count={unread} />}
      </NavLink>
    </li>
  );
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const { user, signedIn } = useSession();
  const signOut = useSignOut();
  const unread = useUnreadNotifications();
  const item = (entry: { key: NavKey; to: string; icon: IconName }) => (
    <NavItem
      key={entry.key}
      to={entry.to}
      icon={entry.icon}
      label={t(`nav.${entry.key}`)}
      onNavigate={onNavigate}
      {...(entry.key === 'notifications' ? { unread } : {})}
    />
  );

  return (
    <nav className="sidebar-nav" aria-label={t('nav.main')}>
      <ul className="nav-list">
        {main.map(item)}
        <li>
          <a className="nav-link" href={externalLinks.buy} target="_blank" rel="noopener noreferrer">
            <Icon name="cart" />
            <span>{t('nav.buy')}</span>
            <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
          </a>
        </li>
        {signedIn && user ? (
          <NavItem
            to={paths.profile.root.href(user.alias)}
            icon="user"
            label={t('nav.profile')}
            onNavigate={onNavigate}
          />
        ) : null}
      </ul>

      {signedIn ? (
        <>
          <h2 className="nav-heading">{t('nav.wallet')}</h2>
          <ul className="nav-list">{wallet.map(item)}</ul>
          <h2 className="nav-heading">{t('nav.menu')}</h2>
          <ul className="nav-list">
            <NavItem to={paths.home.href()} icon="home" label={t('nav.feed')} onNavigate={onNavigate} />
            <li className="nav-soon">
              <span className="nav-soon-title" id="nav-soon-title">
                {t('nav.comingSoon')}
              </span>
              <ul className="nav-soon-list" aria-labelledby="nav-soon-title">
                {untargeted.map((entry) => (
                  <li key={entry.key}>
                    <Icon name={entry.icon} />
                    <span>{t(`nav.${entry.key}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
            {item({ key: 'notifications', to: paths.notifications.href(), icon: 'bell' })}
            {item({ key: 'settings', to: paths.settings.account.href(), icon: 'gear' })}
            <li>
              <button type="button" className="nav-link" onClick={() => void signOut()}>
                <Icon name="logout" />
                <span>{t('nav.logout')}</span>
              </button>
            </li>
          </ul>
        </>
      ) : (
        <ul className="nav-list">
          <NavItem to={paths.auth.signIn.href()} icon="user" label={t('nav.signIn')} onNavigate={onNavigate} />
          <NavItem to={paths.auth.signUp.href()} icon="plus" label={t('nav.signUp')} onNavigate={onNavigate} />
        </ul>
      )}

      <Section as="aside" className="card memecoins" title={t('nav.memecoinsTitle')}>
        <p>{t('nav.memecoinsText')}</p>
        <span className="badge">{t('nav.comingSoon')}</span>
      </Section>

      <div className="sidebar-controls">
        <ThemeSwitch />
        <LanguageSwitch />
      </div>
      <SocialLinks />
    </nav>
  );
}

/** Cuppa's own pages on other sites, each opening in a new tab. */
const socialSites = ['microblog', 'videos'] as const;

export function SocialLinks() {
  const { t } = useTranslation('app');
  return (
    <ul className="social-links" aria-label={t('nav.social')}>
      {socialSites.map((site) => (
        <li key={site}>
          <a href={externalLinks[site]} target="_blank" rel="noopener noreferrer">
            {t(`nav.${site}`)}
            <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
