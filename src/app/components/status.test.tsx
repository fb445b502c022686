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
    const screen = await render(view(query({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);

    const failed = query<string[]>({
      error: new ApiError({ status: 404, code: 'not_found', message: 'Creator not found' }),
    });
    await screen.rerender(view(failed));
    expect(screen.getByRole('alert')).toHaveTextContent('Creator not found');
    await screen.user.click(screen.getByRole('button'));
    expect(failed.refetch).toHaveBeenCalledOnce();

    await screen.rerender(view(query({ data: [] })));
    expect(screen.container).toHaveTextContent(/^Nothing yet$/);
    await screen.rerender(view(query({ data: ['a', 'b'] })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    screen.unmount();
  });
});

describe('Pager', () => {
  it('pages within bounds and hides itself for one page', async () => {
    const onPage = vi.fn();
    const screen = await render(<Pager page={1} pageSize={10} total={25} onPage={onPage} />);
    const [previous, next] = screen.getAllByRole('button');
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 3');
    expect(previous).toBeDisabled();
    await screen.user.click(next!);
    expect(onPage).toHaveBeenCalledWith(2);
    await screen.rerender(<Pager page={1} pageSize={10} total={10} onPage={onPage} />);
    expect(screen.container).toBeEmptyDOMElement();
    screen.unmount();
  });
});
