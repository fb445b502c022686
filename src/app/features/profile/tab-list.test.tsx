import { useState } from 'react';
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

describe('TabList', () => {
  it('moves between tabs with the arrow keys, Home and End, and shows only the selected panel', async () => {
    const screen = await render(<Harness />);
    const { user } = screen;
    const balance = () => screen.getByRole('tab', { name: 'my balance' });
    const crypto = () => screen.getByRole('tab', { name: 'in crypto' });
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('balance panel');
    expect(screen.queryByText('crypto panel')).toBeNull();

    await user.click(balance());
    await user.keyboard('{ArrowRight}');
    expect(crypto()).toHaveAttribute('aria-selected', 'true');
    expect(crypto()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('crypto panel');
    await user.keyboard('{ArrowRight}');
    expect(balance()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(crypto()).toHaveAttribute('tabindex', '0');
    expect(balance()).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(balance()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('x');
    expect(balance()).toHaveAttribute('aria-selected', 'true');
    screen.unmount();
  });
});
