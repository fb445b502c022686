import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/api-error';
import { render } from '../testing/render';
import { useApiErrorHandler } from './use-api-error';

describe('useApiErrorHandler', () => {
  it("shows the server's error as a danger notification and goes home", async () => {
    let handle: (error: unknown) => void = () => {};
    function Probe() {
      handle = useApiErrorHandler();
      return null;
    }
    const screen = await render(<Probe />, { route: '/alice' });
    await act(async () =>
      handle(new ApiError({ status: 404, code: 'not_found', message: 'No creator is called "ghost"' })),
    );
    expect(screen.notify.getState().notifications).toEqual([
      expect.objectContaining({ kind: 'danger', message: 'No creator is called "ghost"' }),
    ]);
    expect(screen.router.state.location.pathname).toBe('/');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    await act(async () => handle(new Error('boom')));
    expect(screen.notify.getState().notifications.at(-1)?.message).toBe('Something went wrong');
    screen.unmount();
  });
});
