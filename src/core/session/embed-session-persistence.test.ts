import { afterEach, describe, expect, it } from 'vitest';
import { me } from '../testing/fixtures';
import { createEmbedSessionPersistence, embedSessionKey } from './embed-session-persistence';
import { createSessionStore } from './session-store';

const SITE = 'https://blog.example';
const channels: BroadcastChannel[] = [];
const createChannel = (name: string) => {
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  return channel;
};
const member = me;
const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  localStorage.clear();
});

describe('embed session persistence', () => {
  it("keeps a site's session under its own key, apart from the app's session", () => {
    const persistence = createEmbedSessionPersistence({ site: SITE, storage: localStorage, createChannel });
    persistence.write({ token: 'embed-token', user: member });
    expect(JSON.parse(localStorage.getItem(embedSessionKey(SITE)) ?? 'null')).toEqual({
      token: 'embed-token',
      user: member,
    });
    expect(localStorage.getItem('cuppa.session')).toBeNull();
    expect(createEmbedSessionPersistence({ site: 'https://other.example', storage: localStorage }).read()).toBeNull();
    expect(persistence.read()).toEqual({ token: 'embed-token', user: member });
  });

  it('updates every frame of the site at once: balance, then sign-out', async () => {
    const tipFrame = createSessionStore(
      createEmbedSessionPersistence({ site: SITE, storage: localStorage, createChannel }),
    );
    const badgeFrame = createSessionStore(
      createEmbedSessionPersistence({ site: SITE, storage: localStorage, createChannel }),
    );
    const otherSite = createSessionStore(
      createEmbedSessionPersistence({ site: 'https://other.example', storage: localStorage, createChannel }),
    );
    tipFrame.getState().signIn('embed-token', member);
    await nextMessage();
    expect(badgeFrame.getState().token).toBe('embed-token');
    tipFrame.getState().setPoints(97);
    await nextMessage();
    expect(badgeFrame.getState().user?.points).toBe(97);
    expect(otherSite.getState().token).toBeNull();
    badgeFrame.getState().signOut();
    await nextMessage();
    expect(tipFrame.getState().token).toBeNull();
    expect(localStorage.getItem(embedSessionKey(SITE))).toBeNull();
  });

  it('without storage, a new frame takes the session from the live frames of the site', async () => {
    const first = createSessionStore(createEmbedSessionPersistence({ site: SITE, storage: undefined, createChannel }));
    first.getState().signIn('embed-token', member);
    const later = createSessionStore(createEmbedSessionPersistence({ site: SITE, storage: undefined, createChannel }));
    expect(later.getState().token).toBeNull();
    await nextMessage();
    expect(later.getState().token).toBe('embed-token');
    expect(localStorage.length).toBe(0);
  });

  it('ignores messages that are not a session', async () => {
    const frame = createSessionStore(
      createEmbedSessionPersistence({ site: SITE, storage: localStorage, createChannel }),
    );
    frame.getState().signIn('embed-token', member);
    const forger = createChannel(`cuppa-embed:${SITE}`);
    forger.postMessage({ session: { token: '' } });
    forger.postMessage('sign out');
    await nextMessage();
    expect(frame.getState().token).toBe('embed-token');
  });
});
