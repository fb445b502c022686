import { startTransition } from 'react';
import type { WidgetRuntime } from '../table/widget-runtime-api';
import { defineWidgetView, RENDER_AGAIN } from './widget-views';

/** An element's own attribute wins over the page defaults from the script tag (WIDGETS.md). */
function resolved(element: HTMLElement, name: string): string | null {
  const own = element.getAttribute(name);
  if (own !== null) return own;
  const defaults = window.Cuppa?.defaults;
  if (name === 'api') return defaults?.api ?? null;
  if (name === 'lang') return defaults?.lang ?? null;
  if (name === 'theme') return defaults?.theme ?? null;
  if (name === 'app') return defaults?.app ?? (window.Cuppa ? new URL(window.Cuppa.loaderUrl).origin : null);
  return null;
}

function setOrRemove(view: Element, name: string, value: string | null) {
  if (value === null) view.removeAttribute(name);
  else view.setAttribute(name, value);
}

let renders = 0;

// The view is the one element in the shadow root the runtime gave the loader's element.
const viewOf = (element: HTMLElement): Element | null => element.shadowRoot?.firstElementChild ?? null;

/** Loaded on first need: puts the React view inside the element the loader defined. */
export const runtime: WidgetRuntime = {
  mount(element, viewTag, attributes) {
    if (viewOf(element)) return; // re-added to the page: the view mounts itself again
    defineWidgetView(viewTag, attributes);
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // r2wc renders as soon as the view gets an attribute. In a transition React renders in slices and
    // yields to the page between them, so a page with many widgets is never blocked for long.
    startTransition(() => {
      const view = document.createElement(viewTag);
      view.setAttribute('exportparts', 'button, dialog, error');
      // Off the text baseline: the room below it for descenders would make the element taller than
      // the room the loader reserved.
      view.style.verticalAlign = 'top';
      // A block element's view fills it, so a widget can sit at its container's end (the wallet badge).
      if (element.style.display === 'block') view.style.display = 'block';
      for (const name of attributes) setOrRemove(view, name, resolved(element, name));
      root.append(view);
    });
  },
  update(element, name) {
    const view = viewOf(element);
    const value = resolved(element, name);
    if (!view) return;
    startTransition(() => {
      if (value) return view.setAttribute(name, value);
      // Removed or emptied: r2wc passes on no such change. As at mount, where it skips an empty value, the
      // prop is none: cleared through its property (which drops the attribute), shown by a render asked for.
      (view as unknown as Record<string, unknown>)[name] = undefined;
      view.setAttribute(RENDER_AGAIN, String(++renders));
    });
  },
};
