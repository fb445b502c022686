import { act, cleanup } from '@testing-library/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameParamsSchema } from '../../../core/embed/frame-params';
import { json, type FakeHandler } from '../../../core/testing/fake-fetch';
import { me } from '../../../core/testing/fixtures';
import type { SessionStore } from '../../../core/session/session-store';
import { AppServicesContext, useAppServices } from '../../boot/app-context';
import { render } from '../../testing/render';
import { ConnectPanel } from './connect-panel';
import { EmbedSubscribePage } from './embed-subscribe-page';
import { EmbedTipPage } from './embed-tip-page';
import { EmbedWalletPage } from './embed-wallet-page';

const NOTE = /keep Cuppa from remembering you on this site/;
const params = frameParamsSchema.parse({
  site: 'https://blog.example',
  channel: 'channel-1234',
  lng: 'en',
  theme: 'light',
  creator: 'alice',
  price: '5',
});
const alice = { ...me, id: 42, alias: 'alice', first_name: 'Alice', subscription_amount: 5 };
// The connection the frame's token belongs to, as the token's own account answer names it.
const connection = {
  id: 77,
  site: 'https://blog.example',
  daily_cap: 50,
  spent_today: 0,
  expires_at: '2030-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};
const api: FakeHandler = (request) => {
  const path = request.url.pathname;
  if (path.endsWith('/v1/customer/creator/alice')) return json({ user: alice, is_subscribe: false });
  if (path.endsWith('/v1/customer/me')) return json({ user: me, embed: connection });
  if (request.method === 'DELETE' && path.endsWith('/v1/customer/embed-tokens/77')) return json({ ok: true });
  return json({ error: 'Not found', code: 'not_found' }, 404);
};

/** The page as the frame's layout has it: the app's services with the frame's accepted parameters. */
const seen: { session: SessionStore | null } = { session: null };
function InFrame({ children }: { children: ReactNode }) {
  const app = useAppServices();
  const services = useMemo(() => ({ ...app, frame: { ok: true as const, params } }), [app]);
  useEffect(() => {
    seen.session = app.session;
  }, [app]);
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** What Chrome does in a cross-site frame when the reader blocks third-party cookies. */
function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  seen.session = null;
});

describe("the frame's note when the browser refuses it storage", () => {
  it('tells a reader about to sign in that they will sign in again after a reload', async () => {
    blockStorage();
    const screen = await render(
      <InFrame>
        <ConnectPanel />
      </InFrame>,
    );
    const note = screen.getByText(NOTE);
    expect(note).toBeVisible();
    // Not an alert and not a toast: plain text, and what the sign-in button says it leads to.
    expect(note.closest('[role="alert"], [role="status"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAccessibleDescription(NOTE);
    screen.unmount();
  });

  it('stays beside the balance form once signed in, and the session lives on in memory', async () => {
    blockStorage();
    const screen = await render(
      <InFrame>
        <EmbedTipPage />
      </InFrame>,
      { handler: api },
    );
    expect(screen.getByText(NOTE)).toBeVisible();
    // The connect flow's last step (use-connect.ts): the site's token, kept by the frame's session.
    await act(async () => seen.session?.getState().signIn('e'.repeat(32), me));
    await screen.settle();
    expect(screen.getByLabelText('Tip amount in dollars')).toBeVisible();
    expect(screen.getByText(NOTE)).toBeVisible();
    expect(seen.session?.getState().token).toBe('e'.repeat(32));
    screen.unmount();
  });

  it('shows beside the subscribe confirmation too', async () => {
    blockStorage();
    const screen = await render(
      <InFrame>
        <EmbedSubscribePage />
      </InFrame>,
      { handler: api, user: me },
    );
    await screen.settle();
    expect(screen.getByRole('button', { name: 'accept' })).toBeVisible();
    expect(screen.getByText(NOTE)).toBeVisible();
    screen.unmount();
  });

  it('leaves the wallet badge its one line, and signing out still ends the connection', async () => {
    blockStorage();
    const screen = await render(
      <InFrame>
        <EmbedWalletPage />
      </InFrame>,
      { handler: api, user: me },
    );
    await screen.settle();
    expect(screen.queryByText(NOTE)).toBeNull();
    await screen.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.settle();
    expect(seen.session?.getState().token).toBeNull();
    // No record of the connection in storage: the account answer names it, and it is ended.
    expect(screen.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    screen.unmount();
  });

  it('says nothing when the browser lets the frame keep its storage', async () => {
    const panel = await render(
      <InFrame>
        <ConnectPanel />
      </InFrame>,
    );
    expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(panel.queryByText(NOTE)).toBeNull();
    panel.unmount();

    const tip = await render(
      <InFrame>
        <EmbedTipPage />
      </InFrame>,
      { handler: api, user: me },
    );
    await tip.settle();
    expect(tip.getByLabelText('Tip amount in dollars')).toBeVisible();
    expect(tip.queryByText(NOTE)).toBeNull();
    tip.unmount();
  });
});
