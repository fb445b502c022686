import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render as mount, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import { createI18n } from '../../core/i18n/create-i18n';
import { isSolanaAddress } from '../../core/contract/solana-address';
import { USDC_MINT } from '../../core/money/solana-pay';
import { CryptoPanel, type PaymentWatch } from './crypto-panel';
import { SETTLE_MS } from './use-tip-intent';

const creator = {
  input_solana_address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  first_name: 'Alice',
  last_name: 'Rivera',
};

/** Mounted with the English texts; `rerender` shows the panel with new props, as the dialog would. */
async function render(element: ReactNode) {
  const { i18n, ready } = createI18n({
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    lng: 'en',
    resources: { en: { common } },
  });
  await ready;
  const wrap = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const view = mount(wrap(element));
  await act(async () => {});
  return {
    rerender: (next: ReactNode) => act(async () => view.rerender(wrap(next))),
    settle: () => act(() => new Promise((resolve) => setTimeout(resolve, 20))),
  };
}

/** The panel as the dialog shows it: confirming payments where `watch` is given, as a blog's widget does. */
const panel = (watch?: PaymentWatch) => (
  <CryptoPanel creator={creator} mint={USDC_MINT} unavailable="none" watch={watch} />
);

/** A watch on a shown tab that registers with `register` and hears of payments from `paid`. */
const watching = (register: PaymentWatch['register'], paid: PaymentWatch['paid'] = async () => null) => ({
  active: true,
  register,
  paid,
  onPaid() {},
  onClose() {},
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('the crypto tab confirms a payment from the reader’s wallet', () => {
  it('asks every few seconds only while shown with an amount, retries failures quietly, thanks once', async () => {
    const paid = vi.fn<PaymentWatch['paid']>().mockResolvedValue(null);
    const register = vi.fn<PaymentWatch['register']>().mockResolvedValue();
    const onPaid = vi.fn();
    const onClose = vi.fn();
    const shown = (active: boolean) => panel({ active, register, paid, onPaid, onClose });
    const view = await render(shown(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    // No amount, no QR request to confirm: nothing is asked.
    await wait(10_000);
    expect(paid).not.toHaveBeenCalled();

    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '5' } });
    });
    await wait(SETTLE_MS);
    // The reader who has paid is told where the answer will come.
    expect(screen.getByText('Once your payment arrives, it is confirmed here.')).toHaveAttribute('role', 'status');
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(1);
    const reference = paid.mock.calls[0]?.[0] ?? '';
    expect(register.mock.calls).toEqual([[{ reference, amount: 5, message: null }]]);
    expect(isSolanaAddress(reference)).toBe(true);
    paid.mockRejectedValueOnce(new Error('network'));
    await wait(4000);
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(3);
    expect(paid.mock.calls.every(([asked]) => asked === reference)).toBe(true);

    // Another tab: no asking at all.
    await view.rerender(shown(false));
    await wait(20_000);
    expect(paid).toHaveBeenCalledTimes(3);

    // Back, and the payment has arrived (a cent less than asked: what arrived is what is thanked for).
    await view.rerender(shown(true));
    paid.mockResolvedValueOnce({ amount: 4.99, note: 'The maps are yours, with thanks' });
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    // The creator's thank-you note, under 'Thank you!', as on the balance tab's receipt.
    expect(screen.getByRole('status')).toHaveTextContent('The maps are yours, with thanks');
    expect(screen.getByRole('status')).toHaveTextContent('A note from Alice Rivera');
    expect(screen.getByRole('status')).toHaveTextContent('You sent $4.99 to Alice Rivera');
    expect(onPaid.mock.calls).toEqual([[4.99]]);
    await wait(20_000);
    expect(paid).toHaveBeenCalledTimes(4);
    expect(onPaid).toHaveBeenCalledTimes(1);
    // The thank-you closes the dialog, as the balance tab's receipt does.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives a new amount a new reference, and asks without one where nothing is confirmed (the app)', async () => {
    const paid = vi.fn<PaymentWatch['paid']>().mockResolvedValue(null);
    const register = vi.fn<PaymentWatch['register']>().mockResolvedValue();
    const view = await render(panel(watching(register, paid)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByLabelText('Tip amount in dollars');
    act(() => {
      fireEvent.change(input, { target: { value: '5' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    act(() => {
      fireEvent.change(input, { target: { value: '6' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const [first, second] = paid.mock.calls.map(([reference]) => reference);
    expect(first).not.toBe(second);
    expect(register.mock.calls.map(([intent]) => intent.reference)).toEqual([first, second]);

    vi.useRealTimers();
    await view.rerender(panel());
    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '7' } });
    });
    await view.settle();
    expect(await screen.findByRole('img', { name: /amount=7&/ })).not.toHaveAttribute(
      'alt',
      expect.stringContaining('reference='),
    );
    // Nothing is watched there, so nothing says it is.
    expect(screen.queryByText('Once your payment arrives, it is confirmed here.')).toBeNull();
  });

  it('registers the tip with the reader’s note once they stop typing, and shows its code only then', async () => {
    const register = vi.fn<PaymentWatch['register']>().mockResolvedValue();
    const paid = vi.fn<PaymentWatch['paid']>().mockResolvedValue(null);
    await render(panel(watching(register, paid)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const note = screen.getByLabelText('Message to Alice Rivera (optional)');
    for (const typed of ['1', '12']) {
      act(() => {
        fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: typed } });
      });
      await wait(100);
    }
    act(() => {
      fireEvent.change(note, { target: { value: '  For the tide tables ' } });
    });
    // Until it is registered, no code asks for this amount, and not the bare address either.
    expect(screen.getByText('Preparing the payment request…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img')).toBeNull();
    await wait(SETTLE_MS);
    expect(register.mock.calls).toEqual([
      [{ reference: expect.any(String), amount: 12, message: 'For the tide tables' }],
    ]);
    const reference = register.mock.calls[0]?.[0].reference ?? '';
    expect(isSolanaAddress(reference)).toBe(true);
    vi.useRealTimers();
    expect(await screen.findByRole('img', { name: new RegExp(`amount=12&.*reference=${reference}`) })).toBeVisible();
    expect(screen.getByText('19 of 280 characters')).toBeInTheDocument();
  });

  it('refuses cents, and a note over 280 characters, where the tip is registered; the app’s modal takes cents', async () => {
    const register = vi.fn<PaymentWatch['register']>().mockResolvedValue();
    const view = await render(panel(watching(register)));
    const amount = screen.getByLabelText('Tip amount in dollars');
    act(() => {
      fireEvent.change(amount, { target: { value: '5.5' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only whole dollar amounts are accepted, no cents.');
    act(() => {
      fireEvent.change(amount, { target: { value: '0' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum tip amount is $1');
    act(() => {
      fireEvent.change(amount, { target: { value: '5' } });
      fireEvent.change(screen.getByLabelText('Message to Alice Rivera (optional)'), {
        target: { value: 'é'.repeat(281) },
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('A message to the creator has at most 280 characters');
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50)));
    expect(register).not.toHaveBeenCalled();
    await view.rerender(panel());
    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '5.5' } });
    });
    expect(await screen.findByRole('img', { name: /amount=5\.5&/ })).toBeVisible();
    expect(screen.queryByLabelText('Message to Alice Rivera (optional)')).toBeNull();
  });

  it('reads the amount once: what the tab says, the intent registered and the code asked agree', async () => {
    // A number field takes '1e1' and '10.000' as ten: the tab asks for ten dollars, in the code too.
    for (const typed of ['1e1', '10.000']) {
      cleanup();
      const register = vi.fn<PaymentWatch['register']>().mockResolvedValue();
      await render(panel(watching(register)));
      act(() => {
        fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: typed } });
      });
      expect(screen.getByText('$10.00 in USDC on Solana')).toBeInTheDocument();
      const image = await screen.findByRole('img', { name: /^solana:/ }, { timeout: SETTLE_MS + 1000 });
      expect(register).toHaveBeenCalledTimes(1);
      const reference = register.mock.calls[0]?.[0].reference ?? '';
      expect(register.mock.calls[0]?.[0].amount).toBe(10);
      const params = new URLSearchParams(image.getAttribute('alt')?.split('?')[1]);
      expect(params.get('amount'), typed).toBe('10');
      expect(params.get('reference'), typed).toBe(reference);
    }
    // The app's modal, which registers nothing, refuses what its rule refuses, in words and in its code.
    cleanup();
    await render(panel());
    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '1e1' } });
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^solana:/ })).toHaveAccessibleName(
      `solana:${creator.input_solana_address}`,
    );
  });

  it('says when the tip cannot be registered, and registers it again when asked', async () => {
    const register = vi.fn<PaymentWatch['register']>().mockRejectedValueOnce(new Error('network')).mockResolvedValue();
    await render(panel(watching(register)));
    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '3' } });
    });
    expect(await screen.findByText('The payment request could not be prepared.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('img', { name: /amount=3&/ })).toBeVisible();
    expect(register).toHaveBeenCalledTimes(2);
    expect(register.mock.calls[0]?.[0].reference).not.toBe(register.mock.calls[1]?.[0].reference);
  });
});

describe('the crypto tab’s caption', () => {
  it('keeps SPEC.md’s words and says the code pays the creator', async () => {
    await render(panel());
    const caption = screen.getAllByText(/scan QR code to top up wallet/).at(-1);
    expect(caption).toHaveTextContent('The tip goes to Alice Rivera, from any Solana wallet.');
  });
});
