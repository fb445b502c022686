import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../core/contract/users';
import { json, type RecordedRequest } from '../../core/testing/fake-fetch';
import { me, tipAnswer } from '../../core/testing/fixtures';
import { render } from '../testing/render';
import { TipForm } from './tip-form';

const creator = { ...me, id: 42, alias: 'alice' } as unknown as PublicUser;

describe('TipForm', () => {
  it("shows SPEC's messages, keeps the Idempotency-Key across a retry of the same amount, and a new one for a new amount", async () => {
    const onDone = vi.fn();
    const onError = vi.fn();
    const screen = await render(<TipForm creator={creator} onDone={onDone} onCancel={() => {}} onError={onError} />, {
      user: me,
      handler: () => json({ error: 'The ledger is busy', code: 'internal' }, 500),
    });
    const { user, requests } = screen;
    const amount = screen.getByLabelText('Tip amount in dollars');
    const submit = async (value: string) => {
      await user.clear(amount);
      if (value) await user.type(amount, value);
      await user.click(screen.getByRole('button', { name: 'yes' }));
      await screen.settle();
    };

    await submit('');
    expect(amount).toHaveAccessibleDescription('Please enter your tip');
    await submit('0');
    expect(amount).toHaveAccessibleDescription('The minimum tip amount is $1');
    // SPEC.md: the input coerces to a whole number on change; the 'no cents' rule is check-tip's test.
    await user.clear(amount);
    await user.type(amount, '2.5');
    expect(amount).toHaveValue(2);
    await submit('20000');
    expect(amount).toHaveAccessibleDescription('The maximum tip amount is $10,000');
    expect(requests).toHaveLength(0);

    await submit('3');
    await submit('3');
    await submit('4');
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(requests.map((request) => JSON.parse(request.body).tip)).toEqual([3, 3, 4]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(screen.getByRole('alert')).toHaveTextContent('The ledger is busy');
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onDone).not.toHaveBeenCalled();
    screen.unmount();
  });

  it('keeps the key of a tip that got no answer after the form is gone: the modal closes on a failure, and the tip sent again from a new one pays once', async () => {
    const requests: RecordedRequest[] = [];
    const failing = () => json({ error: 'The ledger is busy', code: 'internal' }, 500);
    const tipOnce = async (to: PublicUser) => {
      const screen = await render(<TipForm creator={to} onDone={() => {}} onCancel={() => {}} onError={() => {}} />, {
        user: me,
        handler: failing,
      });
      await screen.user.type(screen.getByLabelText('Tip amount in dollars'), '3');
      await screen.user.click(screen.getByRole('button', { name: 'yes' }));
      await screen.settle();
      requests.push(...screen.requests);
      screen.unmount();
    };
    await tipOnce(creator);
    await tipOnce(creator);
    await tipOnce({ ...creator, id: 43, alias: 'bob' } as PublicUser);
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('fills the amount from a preset, refuses a message over 280 characters next to it, and sends the note', async () => {
    const onDone = vi.fn();
    const screen = await render(<TipForm creator={creator} onDone={onDone} onCancel={() => {}} />, {
      user: me,
      handler: (request) => json(tipAnswer(JSON.parse(request.body).tip, 95), 201),
    });
    const { user, requests } = screen;
    const presets = screen.getAllByRole('button', { name: /^\$\d+\.00$/ });
    expect(presets.map((button) => button.textContent)).toEqual(['$3.00', '$5.00', '$10.00']);
    await user.click(screen.getByRole('button', { name: '$5.00' }));
    expect(screen.getByLabelText('Tip amount in dollars')).toHaveValue(5);
    expect(presets.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);

    const note = screen.getByRole('textbox', { name: /message/i });
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'yes' }));
      await screen.settle();
    };
    await user.click(note);
    await user.paste('☕'.repeat(281));
    expect(screen.getByText('281 of 280 characters')).toBeInTheDocument();
    await send();
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('A message to the creator has at most 280 characters'),
    );
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    await user.clear(note);
    await user.paste('  Loved the tide tables  ');
    await send();
    expect(requests.map((request) => JSON.parse(request.body))).toEqual([
      { creator_id: 42, tip: 5, coin: 'solana', message: 'Loved the tide tables' },
    ]);
    expect(onDone).toHaveBeenCalledWith({
      amount: 5,
      points: 95,
      receipt: 'eyJhbGciOiJFZERTQSJ9.eyJpZCI6InJjcHQifQ.c2ln',
    });

    // Showing one's name on the wall is a choice, off until ticked, and part of what the key covers.
    const wall = screen.getByRole('checkbox', { name: /supporters wall/ });
    expect(wall).not.toBeChecked();
    expect(wall).toHaveAccessibleDescription('Otherwise the wall says someone supported, with no name or message.');
    await user.click(wall);
    await send();
    expect(JSON.parse(requests[1]!.body)).toEqual({
      creator_id: 42,
      tip: 5,
      coin: 'solana',
      message: 'Loved the tide tables',
      public: true,
    });
    expect(requests[1]!.headers.get('Idempotency-Key')).not.toBe(requests[0]!.headers.get('Idempotency-Key'));
    screen.unmount();
  });

  it('says why yes was refused in the foot beside it, which stays in view on a phone, and says it again at each press', async () => {
    const onRefused = vi.fn();
    const screen = await render(
      <TipForm
        creator={creator}
        limits={{ balance: 90 }}
        onDone={() => {}}
        onCancel={() => {}}
        onRefused={onRefused}
      />,
      { user: me },
    );
    const { user, requests } = screen;
    await user.type(screen.getByLabelText('Tip amount in dollars'), '200');
    const yes = screen.getByRole('button', { name: 'yes' });
    await user.click(yes);
    await screen.settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your balance is $90.00: recharge your wallet first.');
    expect(screen.getByRole('link', { name: 'Recharge your wallet' })).toBeInTheDocument();
    // The sticky foot (styles.css, .tip-form-end) holds the refusal with what yes sends and the buttons:
    // on a phone the form scrolls under it, and a refusal above it was hidden behind it.
    const foot = yes.closest('.tip-form-end');
    expect(foot).not.toBeNull();
    expect(foot).toContainElement(alert);
    expect(foot).toContainElement(screen.getByText('You are sending $200.00 to Mia Member.'));

    // Pressed again, the refusal is a new alert: a screen reader says it again, as 'yes' did something.
    await user.click(yes);
    await screen.settle();
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert')).toHaveTextContent('Your balance is $90.00');
    expect(onRefused).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(0);
    screen.unmount();
  });

  it('keeps an English note in its own direction in a right-to-left page', async () => {
    const screen = await render(<TipForm creator={creator} onDone={() => {}} onCancel={() => {}} />, { user: me });
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveAttribute('dir', 'auto');
    screen.unmount();
  });
});
