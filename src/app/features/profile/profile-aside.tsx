import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { ErrorState, Loading } from '../../components/status';
import { useSession } from '../../hooks/use-session';
import { CreatorRow } from '../../components/creator-row';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import { queryKeys } from '../../lib/query-keys';
import { ProfileGoal } from './profile-goal';
import { Section } from '../../components/section';

// Loaded on first use: the tip form and the QR code stay out of the profile's first paint.
const TipModal = lazy(async () => ({ default: (await import('./tip-modal')).TipModal }));

/** The profile's side column: the goal, about (only when written), support, and the viewer's subscriptions. */
export function ProfileAside({ creator, isOwner }: { creator: PublicUser; isOwner: boolean }) {
  const { t } = useTranslation('posts');
  const { t: tc } = useTranslation();
  const { signedIn } = useSession();
  const requireSignIn = useRequireSignIn();
  const [tipping, setTipping] = useState(false);
  // Stays mounted after the first open, so closing the dialog hands focus back to the button.
  const [tipLoaded, setTipLoaded] = useState(false);
  const about = creator.about.trim();
  return (
    <aside className="profile-aside">
      <ProfileGoal alias={creator.alias} />
      {about ? (
        <Section className="card" title={t('profile.about')}>
          <p className="about-text" dir="auto">
            {about}
          </p>
        </Section>
      ) : null}
      {!isOwner ? (
        <Section className="card support-card" title={t('profile.support', { name: creator.first_name })}>
          <p className="muted">{t('profile.supportText')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              if (!requireSignIn()) return;
              setTipLoaded(true);
              setTipping(true);
            }}
          >
            {tc('tip.readyToSend')}
          </button>
          {tipLoaded ? (
            <Suspense fallback={<Loading />}>
              <TipModal creator={creator} open={tipping} onClose={() => setTipping(false)} />
            </Suspense>
          ) : null}
        </Section>
      ) : null}
      {signedIn ? <YourSubscriptions /> : null}
    </aside>
  );
}

/** 'your subscriptions': hidden when there are none. */
function YourSubscriptions() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const list = useQuery({ queryKey: queryKeys.subscriptions, queryFn: () => api.subscriptions.list() });
  if (list.isPending) return <Loading />;
  if (!list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t('profile.yourSubscriptions')}</h2>
      <ul className="subscription-list">
        {list.data.map((entry) => (
          <li key={entry.id}>
            <CreatorRow creator={entry} size={40} />
          </li>
        ))}
      </ul>
    </section>
  );
}
