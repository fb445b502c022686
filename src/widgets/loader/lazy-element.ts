import type { WidgetRuntime } from '../table/widget-runtime-api';
import { attributesOf, viewTagOf, widgetTags, type WidgetTag } from '../table/widget-tags';
import { inOwnTask } from './next-task';

type LoadRuntime = () => Promise<WidgetRuntime>;

const NEAR_VIEWPORT = '200px';

/**
 * The element the loader defines at once: it reserves its size, leaves its children (the fallback link)
 * in view, and asks for the widget code when it nears the viewport or is pointed at or focused.
 */
export function createLazyElement(
  tag: WidgetTag,
  loadRuntime: LoadRuntime,
  onLoadError: (element: HTMLElement, error: unknown) => void,
) {
  let observer: IntersectionObserver | null = null;
  const viewTag = viewTagOf(tag);
  const attributes = attributesOf(tag);

  function observe(element: LazyElement) {
    if (typeof IntersectionObserver === 'undefined') {
      element.load();
      return;
    }
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) (entry.target as LazyElement).load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
  }

  class LazyElement extends HTMLElement {
    static observedAttributes = [...attributes];
    #runtime: WidgetRuntime | null = null;
    #loading = false;
    readonly #handleIntent = () => this.load();

    connectedCallback() {
      // Reserved on the element itself: no stylesheet goes into the host document; what the page set
      // stays. Not on the text baseline, which moves when the fallback link gives way to the widget. One
      // loop, not a line each: the loader's bytes are every page's.
      const style = this.style as unknown as Record<string, string>;
      for (const [name, value] of Object.entries({ ...widgetTags[tag].room, verticalAlign: 'middle' }))
        style[name] ||= value;
      if (this.#runtime) {
        this.#runtime.mount(this, viewTag, attributes);
        return;
      }
      this.#listenForIntent();
      observe(this);
    }

    #listenForIntent() {
      this.addEventListener('pointerenter', this.#handleIntent, { once: true });
      this.addEventListener('focusin', this.#handleIntent, { once: true });
    }

    disconnectedCallback() {
      observer?.unobserve(this);
    }

    attributeChangedCallback(name: string) {
      this.#runtime?.update(this, name);
    }

    load() {
      observer?.unobserve(this);
      if (this.#runtime || this.#loading) return;
      this.#loading = true;
      loadRuntime().then(
        (runtime) =>
          inOwnTask(
            () => {
              this.#runtime = runtime;
              if (this.isConnected) runtime.mount(this, viewTag, attributes);
            },
            (error) => onLoadError(this, error),
          ),
        (error: unknown) => {
          this.#loading = false;
          // The reader's next pointing or focus tries again (once the network is back, it loads).
          if (this.isConnected) this.#listenForIntent();
          onLoadError(this, error);
        },
      );
    }
  }
  return LazyElement;
}
