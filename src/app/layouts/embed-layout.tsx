import { Outlet } from 'react-router';

/** Frames on other sites: no chrome at all (the embed frame issue fills this group). */
export function EmbedLayout() {
  return (
    <main id="main" className="embed-content">
      <Outlet />
    </main>
  );
}
