import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { ViewProps } from '../components/widget-view';

const props = {
  creator: 'string',
  label: 'string',
  theme: 'string',
  lang: 'string',
  api: 'string',
  app: 'string',
} as const;

/** Registers a view as a Shadow-DOM custom element once; a second definition warns and is skipped. */
export function defineView(tag: string, component: ComponentType<ViewProps>): void {
  if (customElements.get(tag)) {
    console.warn(`[cuppa] <${tag}> is already defined; keeping the first definition.`);
    return;
  }
  customElements.define(tag, r2wc(component, { shadow: 'open', props }));
}
