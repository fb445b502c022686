import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import common from '../../../../locales/en/common.json';
import wallet from '../../../../locales/en/wallet.json';
import app from '../../../../locales/en/app.json';
import { parseConfig } from '../../../core/config/config';
import { encodeBase58 } from '../../../core/contract/solana-address';
import { createI18n } from '../../../core/i18n/create-i18n';
import { createNotifyStore } from '../../../core/notify/notify-store';
import { createCoreServices } from '../../../core/services';
import { createMemorySessionPersistence } from '../../../core/session/session-persistence';
import { createFakeFetch, json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { createThemeStore } from '../../../core/theme/theme-store';
import { AppServicesContext } from '../../boot/app-context';
import { WithdrawPage } from './withdraw-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const address = encodeBase58(new Uint8Array(32).fill(5));
const pending = {
  id: 7,
  type: 'withdraw',
  direction: 'out',
  amount: 5,
  coin: 'solana',
  status: 'pending',
  counterparty: null,
  address,
  hash: null,
  created_at: '2026-01-02T03:04:05.000Z',
};

/** Types into a React-controlled input the way a browser does. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('WithdrawPage', () => {
  it('keeps the entries and the idempotency key across a failed send, then shows the pending withdrawal', async () => {
    let failNext = true;
    const withdrawals: RecordedRequest[] = [];
    const fake = createFakeFetch((request) => {
      const path = request.url.pathname;
      if (path.endsWith('/cuppa-balance')) return json({ balance: 20, address: null });
      if (path.endsWith('/solana-balance')) return json({ balance: 0, address: null });
      if (path.endsWith('/withdraw-solana')) {
        withdrawals.push(request);
        if (failNext) {
          failNext = false;
          return json({ error: 'The chain gateway is down', code: 'internal' }, 500);
        }
        return json({ transaction: pending, points: 15 }, 201);
      }
      if (path.endsWith('/transaction/7')) return json({ transaction: { ...pending, status: 'completed' } });
      return json({ error: 'Not found', code: 'not_found' }, 404);
    });
    const core = createCoreServices(
      parseConfig({ apiBase: 'http://api.test/api', appUrl: 'http://app.test' }),
      createMemorySessionPersistence(),
      fake.fetch,
    );
    const { i18n, ready } = createI18n({
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      lng: 'en',
      resources: { en: { common, wallet, app } },
    });
    await ready;
    const router = createMemoryRouter([{ path: '/settings/withdraw', element: <WithdrawPage /> }], {
      initialEntries: ['/settings/withdraw'],
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <AppServicesContext.Provider
            value={{ ...core, theme: createThemeStore({ storage: null }), notify: createNotifyStore() }}
          >
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </AppServicesContext.Provider>
        </I18nextProvider>,
      ),
    );
    await flush();
    expect(container.textContent).toContain('Available: $20.00');

    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name=${name}]`) as HTMLInputElement;
    const form = container.querySelector('form') as HTMLFormElement;
    const send = async () => {
      await act(async () => form.requestSubmit());
      const confirm = [...container.querySelectorAll('dialog button')].find((b) => b.textContent === 'Send');
      await act(async () => (confirm as HTMLButtonElement).click());
      await flush();
    };

    await act(async () => {
      type(field('amount'), '5');
      type(field('address'), address);
    });
    await send();
    expect(container.textContent).toContain('The chain gateway is down');
    expect(field('amount').value).toBe('5');
    expect(field('address').value).toBe(address);

    await send();
    expect(withdrawals).toHaveLength(2);
    const [first, second] = withdrawals;
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(JSON.parse(second?.body ?? '{}')).toEqual({ amount: 5, address });
    expect(container.textContent).toContain('Withdrawal requested');
    expect(container.textContent).toContain('−$5.00');
    expect(field('amount').value).toBe('');

    await act(async () => root.unmount());
    container.remove();
  });
});
