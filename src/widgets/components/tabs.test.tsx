import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

/** A panel with state of its own, to see that switching away keeps it. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

function TipTabs() {
  const [selected, setSelected] = useState('balance');
  return (
    <Tabs
      label="ready to send your tip"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'balance', label: 'my balance', panel: <Counter /> },
        { id: 'crypto', label: 'in crypto', panel: <p>the crypto tab</p> },
      ]}
    />
  );
}

/** The panels' cell: `heights` are what it measures before and after a switch. */
function measured(heights: number[]) {
  const cell = screen.getAllByRole('tabpanel', { hidden: true })[0]!.parentElement!;
  vi.spyOn(cell, 'offsetHeight', 'get').mockImplementation(() => heights.shift() ?? 0);
  const animate = vi.fn();
  cell.animate = animate;
  return animate;
}

const motion = (reduced: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList);

afterEach(cleanup);

describe('the widgets’ tabs', () => {
  it('keep a hidden panel mounted, inert and out of the accessibility tree', () => {
    render(<TipTabs />);
    fireEvent.click(screen.getByRole('button', { name: 'pressed 0' }));
    fireEvent.click(screen.getByRole('tab', { name: 'in crypto' }));
    const balance = screen.getByText('pressed 1').closest('[role=tabpanel]');
    expect(balance).toHaveAttribute('inert');
    expect(balance).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the crypto tab');
    fireEvent.click(screen.getByRole('tab', { name: 'my balance' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pressed 1');
  });

  it('glide from the shown panel’s height to the next one’s, which alone sizes them', () => {
    motion(false);
    render(<TipTabs />);
    // Signed out, the balance tab's 'Sign in' is 120 px and the crypto tab 480.
    const animate = measured([120, 480]);
    fireEvent.click(screen.getByRole('tab', { name: 'in crypto' }));
    expect(animate).toHaveBeenCalledOnce();
    const [keyframes, timing] = animate.mock.calls[0]!;
    expect(keyframes).toEqual([
      { height: '120px', overflow: 'hidden' },
      { height: '480px', overflow: 'hidden' },
    ]);
    expect(timing).toMatchObject({ duration: 200 });
  });

  it('switch at once when the reader asks for less motion, or when the heights are the same', () => {
    const media = motion(true);
    render(<TipTabs />);
    const animate = measured([120, 480, 480, 480]);
    fireEvent.click(screen.getByRole('tab', { name: 'in crypto' }));
    expect(animate).not.toHaveBeenCalled();
    media.mockRestore();
    motion(false);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'in crypto' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'my balance' })).toHaveAttribute('aria-selected', 'true');
    expect(animate).not.toHaveBeenCalled();
  });
});
