import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { Avatar } from './avatar';

const person = { first_name: 'Bob', last_name: 'Stone', alias: 'bob', image: '/uploads/bob.png' };

describe('Avatar', () => {
  it('shows the picture, and the initials when there is none or it fails to load', async () => {
    const view = await render(<Avatar person={person} size={140} />);
    // The picture is decorative (alt=""): the name beside it says who it is.
    const image = view.getByRole('presentation');
    expect(image).toHaveAttribute('width', '140');
    fireEvent.error(image);
    expect(view.queryByRole('presentation')).toBeNull();
    expect(view.container).toHaveTextContent(/^BS$/);
    await view.rerender(
      <Avatar person={{ ...person, image: null, first_name: 'carmen', last_name: 'ortiz' }} size={40} />,
    );
    expect(view.container).toHaveTextContent(/^CO$/);
    view.unmount();
  });
});
