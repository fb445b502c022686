import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { TabList } from './tab-list';

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <TabList
      label="Pay"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'my balance', panel: <p>balance panel</p> },
        { id: 'b', label: 'in crypto', panel: <p>crypto panel</p> },
      ]}
    />
  );
}

const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('TabList', () => {
  it('moves between tabs with the arrow keys, Home and End, and shows only the selected panel', async () => {
    const { container, unmount } = await render(<Harness />);
    const tabs = () => [...container.querySelectorAll('[role=tab]')];
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(container.textContent).toContain('balance panel');
    expect(container.textContent).not.toContain('crypto panel');

    press(tabs()[0]!, 'ArrowRight');
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(container.textContent).toContain('crypto panel');
    press(tabs()[1]!, 'ArrowRight');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    press(tabs()[0]!, 'End');
    expect(tabs()[1]?.getAttribute('tabindex')).toBe('0');
    expect(tabs()[0]?.getAttribute('tabindex')).toBe('-1');
    press(tabs()[1]!, 'Home');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    press(tabs()[0]!, 'x');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    unmount();
  });
});
