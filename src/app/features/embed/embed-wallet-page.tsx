import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useAppServices } from '../../boot/app-context';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { ConnectPanel } from './connect-panel';
import { readConnection, writeConnection } from './embed-record';
import { useFrameParams } from './use-widget-messages';

/** The wallet badge: the member's balance, live across every frame of the site, or 'Sign in'. */
export function EmbedWalletPage() {
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const format = useFormat();
  usePageTitle(tApp('pages.embedWallet'));
  const { api, session } = useAppServices();
  const { site } = useFrameParams();
  const { signedIn, user } = useSession();

  // The badge's frame takes its content's width (the widget sizes the frame to what it reports).
  useEffect(() => {
    document.documentElement.classList.add('frame-fit');
    return () => document.documentElement.classList.remove('frame-fit');
  }, []);

  // A fresh balance on load; later changes arrive from the other frames.
  useEffect(() => {
    if (!session.getState().token) return;
    api.auth.me().then(
      (me) => session.getState().updateUser(me),
      () => undefined,
    );
  }, [api, session]);

  async function handleSignOut() {
    // Without the frame's storage (a browser that refuses it) there is no record: the token's own
    // account answer names its connection, so a sign-out still ends it.
    const connection =
      readConnection(site) ??
      (await api.auth.account().then(
        (account) => account.embed ?? null,
        () => null,
      ));
    writeConnection(site, null);
    if (connection) await api.embed.revoke(connection.id).catch(() => undefined);
    session.getState().signOut();
  }

  if (!signedIn) return <ConnectPanel compact />;
  return (
    <div className="wallet-badge">
      <span className="wallet-amount" aria-label={t('wallet.balance')}>
        {user ? format.money(user.points) : '…'}
      </span>
      <button type="button" className="button" onClick={() => void handleSignOut()}>
        {t('actions.signOut')}
      </button>
    </div>
  );
}
