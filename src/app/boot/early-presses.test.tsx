import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useBrowserState } from '../hooks/use-browser-state';
import { useLivePage } from './early-presses';

type Session = ReturnType<typeof session>;
const session = (token: string | null) => createStore(() => ({ token }));

/** A page as the app's root renders it: a button that acts as whoever the session says, and useLivePage. */
function Page({ source, onPress }: { source: Session; onPress: (token: string | null) => void }) {
  useLivePage();
  const token = useBrowserState(source, (state) => state.token, null);
  return (
    <button type="button" onClick={() => onPress(token)}>
      tip
    </button>
  );
}

/** The server's HTML (no session), a press held before hydration, then hydration with the browser's session. */
async function pressBeforeLive(browser: Session) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page source={session(null)} onPress={() => {}} />);
  document.body.append(container);
  const button = container.querySelector('button')!;
  window.__cuppaEarlyPresses = () => [button];
  const pressed = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Page source={browser} onPress={pressed} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return pressed;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
  delete window.__cuppaEarlyPresses;
});

describe('useLivePage', () => {
  it("presses a held button once, as the member: after hydration's second render, not with the server's view", async () => {
    const pressed = await pressBeforeLive(session('member-token'));
    expect(pressed.mock.calls).toEqual([['member-token']]);
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
  });

  it('presses a held button once for a visitor too', async () => {
    const pressed = await pressBeforeLive(session(null));
    expect(pressed.mock.calls).toEqual([[null]]);
  });
});
