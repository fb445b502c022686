import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { useFormat } from './use-format';

const now = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

function When({ iso }: { iso: string }) {
  return <p>{useFormat().when(iso, now)}</p>;
}

describe('useFormat().when', () => {
  it('says how long ago within a week, and the date after', async () => {
    const screen = await render(
      <>
        <When iso={ago(3 * 3_600_000)} />
        <When iso={ago(3 * 86_400_000)} />
        <When iso={ago(20 * 86_400_000)} />
      </>,
    );
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Feb 28, 2026')).toBeInTheDocument();
    screen.unmount();
  });
});
