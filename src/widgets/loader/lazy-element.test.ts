import { describe, expect, it, vi } from 'vitest';
import type { WidgetRuntime } from '../table/widget-runtime-api';
import { createLazyElement } from './lazy-element';

function setup(tag: string, load: () => Promise<WidgetRuntime>) {
  const onError = vi.fn();
  customElements.define(tag, createLazyElement('cuppa-tip-button', load, onError));
  const element = document.createElement(tag);
  element.setAttribute('creator', 'alice');
  element.innerHTML = '<a href="https://app.example/alice">Support Alice</a>';
  return { element, onError };
}

describe('the loader’s lazy element', () => {
  it('reserves its size and keeps its fallback children until the code loads on focus', async () => {
    const runtime: WidgetRuntime = { mount: vi.fn(), update: vi.fn() };
    const load = vi.fn(() => Promise.resolve(runtime));
    const { element } = setup('lazy-focus-test', load);
    document.body.append(element);
    expect(element.style.display).toBe('inline-block');
    expect(element.style.minHeight).toBe('44px');
    expect(element.querySelector('a')?.textContent).toBe('Support Alice');
    element.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() =>
      expect(runtime.mount).toHaveBeenCalledWith(
        element,
        'cuppa-tip-button-view',
        expect.arrayContaining(['creator', 'api']),
      ),
    );
    element.setAttribute('creator', 'bob');
    expect(runtime.update).toHaveBeenCalledWith(element, 'creator');
    element.remove();
    document.body.append(element);
    expect(runtime.mount).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports a widget that fails to mount, and mounts the widgets after it', async () => {
    const runtime: WidgetRuntime = {
      mount: vi.fn().mockImplementationOnce(() => {
        throw new Error('broken view');
      }),
      update: vi.fn(),
    };
    const load = () => Promise.resolve(runtime);
    const first = setup('lazy-mount-fail-test', load);
    const second = setup('lazy-mount-next-test', load);
    document.body.append(first.element, second.element);
    first.element.dispatchEvent(new Event('pointerenter'));
    second.element.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() =>
      expect(runtime.mount).toHaveBeenCalledWith(second.element, expect.anything(), expect.anything()),
    );
    expect(first.onError).toHaveBeenCalledWith(first.element, new Error('broken view'));
    expect(second.onError).not.toHaveBeenCalled();
    first.element.remove();
    second.element.remove();
  });

  it('reports a failed load and tries again on the next interaction', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ mount: vi.fn(), update: vi.fn() });
    const { element, onError } = setup('lazy-fail-test', load);
    document.body.append(element);
    element.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(element, expect.any(Error)));
    element.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    element.remove();
  });
});
