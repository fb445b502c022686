import { Outlet } from 'react-router';
import type { ReactNode } from 'react';
import { Loading } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import type { ProfileContext } from '../../hooks/use-profile';
import { ProfileAside } from './profile-aside';
import { ProfileHeader } from './profile-header';
import { useCreator } from './use-creator';
import './profile.css';
import '../../styles/posts.css';
import { displayName } from '../../../core/people/person-name';

/** /{alias} and its tabs: the creator looked up once (case-insensitively), shared with every tab. */
export function ProfileView({ alias, tabs }: { alias: string; tabs: ReactNode }) {
  const { user } = useSession();
  const lookup = useCreator(alias);
  const creator = lookup.data?.user;
  usePageTitle(creator ? displayName(creator) : null);
  // A failed lookup has already sent the visitor home with the server's message.
  if (!lookup.data || !creator) return <Loading />;
  const isOwner = !!user && user.alias.toLowerCase() === creator.alias.toLowerCase();
  const context: ProfileContext = { creator, isOwner, isSubscribed: lookup.data.is_subscribe };
  return (
    <div className="page profile-page">
      <ProfileHeader
        creator={creator}
        isOwner={isOwner}
        isSubscribed={lookup.data.is_subscribe}
        subscription={lookup.data.subscription ?? null}
      />
      {tabs}
      <div className="profile-columns">
        {/* The aside comes first in the HTML: on a phone it leads the page, and the server's streamed HTML
            must not paint the posts and then push them down when the aside arrives. */}
        <ProfileAside creator={creator} isOwner={isOwner} />
        <div className="profile-main">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
