import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { TypeTabs } from './type-tabs';

/** The tab row at 375 px: 600 px of tabs in a row `width` wide, scrolled `scrollLeft` from its start. */
function stubRow(nav: HTMLElement, scrollLeft: number, width = 375) {
  Object.defineProperty(nav, 'scrollWidth', { configurable: true, value: Math.max(600, width) });
  Object.defineProperty(nav, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(nav, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(nav);
}

const box = (left: number, right: number) => ({ left, right, top: 0, bottom: 44, width: right - left, height: 44 });

let cleanup: () => void = () => {};
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

async function tabs(route = '/travel/all') {
  const view = await render(<TypeTabs cityId={null} />, { route, path: '/travel/:type' });
  cleanup = view.unmount;
  const nav = view.getByRole('navigation', { name: 'Service types' });
  const hint = () => {
    const frame = nav.closest('.tab-bar-frame');
    return { start: frame?.hasAttribute('data-more-start'), end: frame?.hasAttribute('data-more-end') };
  };
  return { view, nav, hint };
}

describe('the tab row', () => {
  it('hints at the tabs beyond its edges while some lie there', async () => {
    const { nav, hint } = await tabs();
    stubRow(nav, 0);
    expect(hint()).toEqual({ start: false, end: true });
    stubRow(nav, 100);
    expect(hint()).toEqual({ start: true, end: true });
    stubRow(nav, 225);
    expect(hint()).toEqual({ start: true, end: false });
    // Room for every tab: no hint.
    stubRow(nav, 0, 640);
    expect(hint()).toEqual({ start: false, end: false });
  });

  it('measures from the inline start in Arabic, where the row scrolls to negative offsets', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { nav, hint } = await tabs();
    stubRow(nav, 0);
    expect(hint()).toEqual({ start: false, end: true });
    stubRow(nav, -225);
    expect(hint()).toEqual({ start: true, end: false });
  });

  it('keeps its links as links, in order, for the keyboard', async () => {
    const { view } = await tabs();
    const links = view.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All services', 'Tours', 'Transfers', 'Stays']);
    await view.user.tab();
    expect(links[0]).toHaveFocus();
    await view.user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('scrolls the selected tab into view, when shown and when another is chosen', async () => {
    const scrollBy = vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-current') === 'page') {
        return box(this.textContent === 'Stays' ? 500 : -120, this.textContent === 'Stays' ? 580 : -20) as DOMRect;
      }
      return box(0, this.tagName === 'NAV' ? 375 : 0) as DOMRect;
    });
    const { view, nav } = await tabs('/travel/stay');
    expect(scrollBy.mock.contexts.at(-1)).toBe(nav);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 205 });
    await act(() => view.router.navigate('/travel/tour'));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -120 });
  });
});
