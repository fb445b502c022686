import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { Avatar } from './avatar';

const person = { first_name: 'Bob', last_name: 'Stone', alias: 'bob', image: '/uploads/bob.png' };

describe('Avatar', () => {
  it('shows the picture, and the initials when there is none or it fails to load', async () => {
    const { container, rerender, unmount } = await render(<Avatar person={person} size={140} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('140');
    act(() => {
      image?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('BS');
    await rerender(<Avatar person={{ ...person, image: null, first_name: 'carmen', last_name: 'ortiz' }} size={40} />);
    expect(container.textContent).toBe('CO');
    unmount();
  });
});
