import { useTranslation } from 'react-i18next';
import { CreatorChecklist } from '../../components/creator-checklist';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { creatorFields, memberFields, ProfileForm } from './profile-form';
import { useMe } from './use-me';
import '../../styles/settings.css';

/** /settings/account (the creator's profile) and /settings/account-member (the member's). */
export function AccountPage({ variant }: { variant: 'creator' | 'member' }) {
  const { t } = useTranslation('app');
  const { t: tWallet } = useTranslation('wallet');
  const title = t(variant === 'creator' ? 'settings.account' : 'settings.accountMember');
  usePageTitle(title);
  const me = useMe();
  return (
    <div className="page settings-page">
      <h1>{title}</h1>
      <p className="muted">{tWallet(variant === 'creator' ? 'profile.creatorIntro' : 'profile.memberIntro')}</p>
      {variant === 'creator' ? <CreatorChecklist /> : null}
      <QueryView query={me}>
        {(user) => (
          <>
            {variant === 'member' ? (
              <p className="settings-email">
                {tWallet('profile.email')}: <strong>{user.email}</strong>
              </p>
            ) : null}
            {/* Keyed by user id so another account's values never linger in the form. */}
            <ProfileForm key={user.id} user={user} fields={variant === 'creator' ? creatorFields : memberFields} />
          </>
        )}
      </QueryView>
    </div>
  );
}

export function CreatorAccountPage() {
  return <AccountPage variant="creator" />;
}

export function MemberAccountPage() {
  return <AccountPage variant="member" />;
}
