import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useBrowserState } from './use-browser-state';

const store = (token: string | null) => createStore(() => ({ token }));
const rendered = vi.fn();

function Token({ source }: { source: ReturnType<typeof store> }) {
  rendered();
  const token = useBrowserState(source, (state) => state.token, null);
  return <p>{token ?? 'visitor'}</p>;
}

/** What the server sends (it knows no session), hydrated with the browser's store. */
async function hydrateWith(browser: ReturnType<typeof store>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Token source={store(null)} />);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  rendered.mockClear();
  await act(async () => {
    hydrateRoot(container, <Token source={browser} />, { onRecoverableError: recoverable });
  });
  return { container, errors, recoverable };
}

beforeAll(() => {
  // act() warns unless told it runs in a test (Testing Library's render says so itself).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useBrowserState', () => {
  it('hydrates a visitor once: nothing differs from the server, so nothing renders again', async () => {
    const { container, errors, recoverable } = await hydrateWith(store(null));
    expect(container.textContent).toBe('visitor');
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows a member's own value right after hydrating, without a mismatch", async () => {
    const { container, errors, recoverable } = await hydrateWith(store('member-token'));
    expect(container.textContent).toBe('member-token');
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('follows the store once live', async () => {
    const browser = store(null);
    const { container } = await hydrateWith(browser);
    await act(async () => browser.setState({ token: 'signed-in' }));
    expect(container.textContent).toBe('signed-in');
  });
});
