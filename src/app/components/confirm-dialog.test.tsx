import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

const noop = () => {};

describe('ConfirmDialog', () => {
  it("keeps SPEC.md's lower-case 'accept' and 'cancel' together, and a named action beside 'Cancel'", async () => {
    const screen = await render(
      <>
        <ConfirmDialog open title="confirm subscription" onConfirm={noop} onCancel={noop} />
        <ConfirmDialog open title="Delete this post?" confirmLabel="Delete" onConfirm={noop} onCancel={noop} />
      </>,
    );
    const subscribe = screen.getByRole('dialog', { name: 'confirm subscription' });
    const buttons = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(subscribe)).toEqual(['cancel', 'accept']);
    expect(buttons(screen.getByRole('dialog', { name: 'Delete this post?' }))).toEqual(['Cancel', 'Delete']);
  });
});
