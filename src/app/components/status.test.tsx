import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/api-error';
import { render } from '../testing/render';
import { Pager } from './pager';
import { QueryView } from './status';

const query = <T,>(state: Partial<{ data: T; error: unknown; isPending: boolean }>) => ({
  data: undefined,
  error: null,
  isPending: false,
  refetch: vi.fn(),
  ...state,
});

describe('QueryView', () => {
  it('shows loading, then the error with a retry, then empty, then content', async () => {
    const view = (q: ReturnType<typeof query<string[]>>) => (
      <QueryView query={q} isEmpty={(items) => items.length === 0} empty="Nothing yet">
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryView>
    );
    const { container, rerender, unmount } = await render(view(query({ isPending: true })));
    expect(container.querySelector('[role=status]')?.textContent).toBe('Loading…');

    const failed = query<string[]>({
      error: new ApiError({ status: 404, code: 'not_found', message: 'Creator not found' }),
    });
    await rerender(view(failed));
    expect(container.querySelector('[role=alert]')?.textContent).toContain('Creator not found');
    act(() => container.querySelector('button')?.click());
    expect(failed.refetch).toHaveBeenCalledOnce();

    await rerender(view(query({ data: [] })));
    expect(container.textContent).toBe('Nothing yet');
    await rerender(view(query({ data: ['a', 'b'] })));
    expect(container.querySelectorAll('li')).toHaveLength(2);
    unmount();
  });
});

describe('Pager', () => {
  it('pages within bounds and hides itself for one page', async () => {
    const onPage = vi.fn();
    const { container, rerender, unmount } = await render(<Pager page={1} pageSize={10} total={25} onPage={onPage} />);
    const [previous, next] = [...container.querySelectorAll('button')];
    expect(container.textContent).toContain('Page 1 of 3');
    expect(previous?.disabled).toBe(true);
    act(() => next?.click());
    expect(onPage).toHaveBeenCalledWith(2);
    await rerender(<Pager page={1} pageSize={10} total={10} onPage={onPage} />);
    expect(container.innerHTML).toBe('');
    unmount();
  });
});
