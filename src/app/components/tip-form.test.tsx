import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config/config';
import type { PublicUser } from '../../core/contract/users';
import { createNotifyStore } from '../../core/notify/notify-store';
import { createCoreServices } from '../../core/services';
import { createMemorySessionPersistence } from '../../core/session/session-persistence';
import { createFakeFetch, json } from '../../core/testing/fake-fetch';
import { me } from '../../core/testing/fixtures';
import { createThemeStore } from '../../core/theme/theme-store';
import { AppServicesContext } from '../boot/app-context';
import { render } from '../testing/render';
import { TipForm } from './tip-form';

const creator = { ...me, id: 42, alias: 'alice' } as unknown as PublicUser;

function setInput(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('TipForm', () => {
  it("shows SPEC's messages, keeps the Idempotency-Key across a retry of the same amount, and a new one for a new amount", async () => {
    const fake = createFakeFetch(() => json({ error: 'The ledger is busy', code: 'internal' }, 500));
    const core = createCoreServices(
      parseConfig({ apiBase: 'http://api.test/api', appUrl: 'http://app.test' }),
      createMemorySessionPersistence({ token: 'tok', user: me }),
      fake.fetch,
    );
    const onDone = vi.fn();
    const onError = vi.fn();
    const { container, unmount } = await render(
      <AppServicesContext.Provider
        value={{ ...core, theme: createThemeStore({ storage: null }), notify: createNotifyStore() }}
      >
        <TipForm creator={creator} onDone={onDone} onCancel={() => {}} onError={onError} />
      </AppServicesContext.Provider>,
    );
    const input = container.querySelector('input') as HTMLInputElement;
    const form = container.querySelector('form') as HTMLFormElement;
    const submit = async (value: string) => {
      await act(async () => setInput(input, value));
      await act(async () => {
        form.requestSubmit();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    const fieldError = () => container.querySelector('.field-error')?.textContent;

    await submit('');
    expect(fieldError()).toBe('Please enter your tip');
    await submit('0');
    expect(fieldError()).toBe('The minimum tip amount is $1');
    // SPEC.md: the input coerces to a whole number on change; the 'no cents' rule is check-tip's test.
    await act(async () => setInput(input, '2.5'));
    expect(input.value).toBe('2');
    await submit('20000');
    expect(fieldError()).toBe('The maximum tip amount is $10000');
    expect(fake.requests).toHaveLength(0);

    await submit('3');
    await submit('3');
    await submit('4');
    const keys = fake.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(fake.requests.map((request) => JSON.parse(request.body).tip)).toEqual([3, 3, 4]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(container.querySelector('[role=alert].form-error')?.textContent).toContain('The ledger is busy');
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onDone).not.toHaveBeenCalled();
    unmount();
  });
});
