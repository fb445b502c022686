import { describe, expect, it } from 'vitest';
import { json } from '../../../core/testing/fake-fetch';
import { me } from '../../../core/testing/fixtures';
import { render } from '../../testing/render';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('keeps what a visitor wrote through the sign-in it sends them to, for that post only', async () => {
    const visitor = await render(<CommentForm postId={7} onAdded={() => {}} />);
    await visitor.user.type(visitor.getByLabelText('Your comment'), 'Lovely light in these.');
    await visitor.user.click(visitor.getByRole('button', { name: 'Comment' }));
    expect(visitor.getByText('elsewhere')).toBeInTheDocument();
    visitor.unmount();

    const other = await render(<CommentForm postId={8} onAdded={() => {}} />, { user: me });
    expect(other.getByLabelText('Your comment')).toHaveValue('');
    other.unmount();
    const back = await render(<CommentForm postId={7} onAdded={() => {}} />, {
      user: me,
      handler: () => json({ comment: { id: 1 } }, 201),
    });
    expect(back.getByLabelText('Your comment')).toHaveValue('Lovely light in these.');
    back.unmount();
  });

  it('writes a comment in its own direction: in Arabic an English comment keeps its ‘!’ at its end', async () => {
    const screen = await render(<CommentForm postId={9} onAdded={() => {}} />, { user: me });
    expect(screen.getByLabelText('Your comment')).toHaveAttribute('dir', 'auto');
    screen.unmount();
  });
});
