import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { CreatorsPage } from './creators-page';

describe('CreatorsPage', () => {
  it('shows in its search box the search the address names, after Back too', async () => {
    const screen = await render(<CreatorsPage />, {
      route: '/creators?q=ann',
      handler: () => json({ creators: [], total: 0 }),
    });
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('ann');
    await screen.user.clear(box);
    await screen.user.type(box, 'bob{Enter}');
    expect(screen.router.state.location.search).toBe('?q=bob');
    await act(() => screen.router.navigate(-1));
    expect(screen.router.state.location.search).toBe('?q=ann');
    expect(screen.getByRole('searchbox')).toHaveValue('ann');
  });
});

describe('CreatorsPage past its last page', () => {
  const creator = (id: number) => ({
    id,
    alias: `c${id}`,
    image: null,
    first_name: 'Creator',
    last_name: String(id),
    verified: false,
    total_posts: 0,
  });

  it('turns to the last page in place of the address, never an empty page beside the count', async () => {
    let shownEmpty = false;
    const watch = new MutationObserver(() => {
      shownEmpty ||= document.body.textContent.includes('No creators yet.');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    const screen = await render(<CreatorsPage />, {
      route: '/creators?page=999',
      handler: (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return json({ creators: page === 5 ? [creator(41), creator(42)] : [], total: 42 });
      },
    });
    await screen.findByText('Page 5 of 5');
    expect(screen.router.state.location.search).toBe('?page=5');
    expect(screen.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Creator 42')).toBeInTheDocument();
    expect(screen.queryByText('No creators yet.')).not.toBeInTheDocument();
    expect(screen.requests.map((request) => request.url.searchParams.get('page'))).toEqual(['999', '5']);
    watch.disconnect();
    expect(shownEmpty).toBe(false);
    screen.unmount();
  });

  it('shows an empty list on its first page, with no page in the address', async () => {
    const screen = await render(<CreatorsPage />, {
      route: '/creators?page=3',
      handler: () => json({ creators: [], total: 0 }),
    });
    await screen.findByText('No creators yet.');
    expect(screen.router.state.location.search).toBe('');
    screen.unmount();
  });
});
