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
