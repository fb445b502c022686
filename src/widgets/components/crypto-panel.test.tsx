import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render as mount, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import { createI18n } from '../../core/i18n/create-i18n';
import { isSolanaAddress } from '../../core/contract/solana-address';
import { USDC_MINT } from '../../core/money/solana-pay';
import { CryptoPanel, type PaymentWatch } from './crypto-panel';

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

afterEach(() => {
  vi.useRealTimers();
});

describe('the crypto tab confirms a payment from the reader’s wallet', () => {
  it('asks every few seconds only while shown with an amount, retries failures quietly, thanks once', async () => {
    const paid = vi.fn<PaymentWatch['paid']>().mockResolvedValue(null);
    const onPaid = vi.fn();
    const onClose = vi.fn();
    const panel = (active: boolean) => (
      <CryptoPanel creator={creator} mint={USDC_MINT} unavailable="none" watch={{ active, paid, onPaid, onClose }} />
    );
    const view = await render(panel(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    // No amount, no QR request to confirm: nothing is asked.
    await wait(10_000);
    expect(paid).not.toHaveBeenCalled();

    act(() => {
      fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '5' } });
    });
    // The reader who has paid is told where the answer will come.
    expect(screen.getByText('Once your payment arrives, it is confirmed here.')).toHaveAttribute('role', 'status');
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(1);
    const reference = paid.mock.calls[0]?.[0] ?? '';
    expect(isSolanaAddress(reference)).toBe(true);
    paid.mockRejectedValueOnce(new Error('network'));
    await wait(4000);
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(3);
    expect(paid.mock.calls.every(([asked]) => asked === reference)).toBe(true);

    // Another tab: no asking at all.
    await view.rerender(panel(false));
    await wait(20_000);
    expect(paid).toHaveBeenCalledTimes(3);

    // Back, and the payment has arrived (a cent less than asked: what arrived is what is thanked for).
    await view.rerender(panel(true));
    paid.mockResolvedValueOnce(4.99);
    await wait(4000);
    expect(paid).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
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
    const view = await render(
      <CryptoPanel
        creator={creator}
        mint={USDC_MINT}
        unavailable="none"
        watch={{ active: true, paid, onPaid() {}, onClose() {} }}
      />,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByLabelText('Tip amount in dollars');
    act(() => {
      fireEvent.change(input, { target: { value: '5' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    act(() => {
      fireEvent.change(input, { target: { value: '6' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    const [first, second] = paid.mock.calls.map(([reference]) => reference);
    expect(first).not.toBe(second);

    vi.useRealTimers();
    await view.rerender(<CryptoPanel creator={creator} mint={USDC_MINT} unavailable="none" />);
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
});

describe('the crypto tab’s caption', () => {
  it('keeps SPEC.md’s words and says the code pays the creator', async () => {
    await render(<CryptoPanel creator={creator} mint={USDC_MINT} unavailable="none" />);
    const caption = screen.getAllByText(/scan QR code to top up wallet/).at(-1);
    expect(caption).toHaveTextContent('The tip goes to Alice Rivera, from any Solana wallet.');
  });
});
