import { createElement, useEffect, useImperativeHandle, useRef, type ReactElement, type Ref } from 'react';

type Props = Record<string, unknown> & { ref?: Ref<HTMLElement> };
type Callback = (event: Event) => void;

/**
 * A React component rendering `tag`, whose callbacks (`onTip`) receive the element's events
 * (`cuppa-tip`); every other prop goes to the element, where React 19 sets it as an attribute.
 * The generated react.js calls this once per tag, with the tag's events from its documentation.
 */
export function wrap(tag: string, callbacks: Record<string, string>): (props: Props) => ReactElement {
  function CuppaWrapper({ ref, ...props }: Props): ReactElement {
    const element = useRef<HTMLElement>(null);
    useImperativeHandle(ref, () => element.current!, []);
    // The newest callbacks, read when an event arrives: the listeners stay for the element's life.
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    useEffect(() => {
      const target = element.current!;
      const listeners = Object.entries(callbacks).map(([prop, event]) => {
        const listener = (received: Event) => (latest.current[prop] as Callback | undefined)?.(received);
        target.addEventListener(event, listener);
        return () => target.removeEventListener(event, listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);
    const attributes = Object.fromEntries(Object.entries(props).filter(([name]) => !(name in callbacks)));
    return createElement(tag, { ...attributes, ref: element });
  }
  CuppaWrapper.displayName = tag;
  return CuppaWrapper;
}
