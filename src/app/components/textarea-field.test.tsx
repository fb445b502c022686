import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('writes prose in its own direction, so an English note keeps its ‘!’ at its end in Arabic', async () => {
    const screen = await render(
      <div dir="rtl">
        <TextareaField label="About" defaultValue="Loved the Lisbon letter!" />
        <TextareaField label="Address" dir="ltr" defaultValue="7Tmov" />
      </div>,
    );
    expect(screen.getByLabelText('About')).toHaveAttribute('dir', 'auto');
    // A caller that knows better keeps its own.
    expect(screen.getByLabelText('Address')).toHaveAttribute('dir', 'ltr');
    screen.unmount();
  });
});
