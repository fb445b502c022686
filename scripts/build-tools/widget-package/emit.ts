import type { DocItem, WidgetDoc, WidgetDocs } from './read-widget-docs';

/**
 * What the package holds besides the bundle, written from the widgets' JSDoc (read-widget-docs.ts):
 * the Custom Elements Manifest, the element and event types, and the React wrappers. Every list here
 * is a loop over the widgets, so a new widget, attribute or event in widget-tags.ts reaches them all.
 */

const GENERATED =
  '// Generated from src/widgets/table/widget-tags.ts by scripts/build-tools/widget-package; do not edit.';

/** 'cuppa-tip-button' -> 'TipButton': the React wrapper's name. */
export const componentName = (tag: string): string =>
  tag
    .replace(/^cuppa-/, '')
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** 'cuppa-tip' -> 'onTip': the wrapper's callback for an event. */
export const callbackName = (event: string): string => `on${componentName(event)}`;

const attributesType = (widget: WidgetDoc) => `${widget.className.replace(/Element$/, '')}Attributes`;

const comment = (text: string, indent = '') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/** https://github.com/webcomponents/custom-elements-manifest (schema 2.1.0). */
export function customElementsManifest(
  { widgets, eventDetails }: WidgetDocs,
  attributeTypes: Record<string, string>,
): object {
  const items = (list: DocItem[]) => list.map(({ name, description }) => ({ name, description }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/cuppa.js',
        declarations: widgets.map((widget) => ({
          kind: 'class',
          name: widget.className,
          tagName: widget.tag,
          customElement: true,
          description: widget.description,
          superclass: { name: 'HTMLElement' },
          attributes: widget.attributes.map(({ name, description }) => ({
            name,
            description,
            type: { text: attributeTypes[name] },
          })),
          events: widget.events.map(({ name, description }) => ({
            name,
            description,
            type: { text: `CustomEvent<${eventDetails[name]}>` },
          })),
          cssParts: items(widget.cssParts),
          cssProperties: items(widget.cssProperties),
        })),
        exports: widgets.map((widget) => ({
          kind: 'custom-element-definition',
          name: widget.tag,
          declaration: { name: widget.className, module: 'dist/cuppa.js' },
        })),
      },
    ],
  };
}

/** index.d.ts: the elements, their attributes, the event map, and the tag map for querySelector. */
export function elementTypes({ widgets, eventDetails }: WidgetDocs, attributeTypes: Record<string, string>): string {
  const events = Object.entries(eventDetails)
    .map(([name, detail]) => `  '${name}': ${detail};\n`)
    .join('');
  const element = (widget: WidgetDoc) => {
    const attributes = widget.attributes
      .map(
        ({ name, description, required }) =>
          comment(description, '  ') + `  ${name}${required ? '' : '?'}: ${attributeTypes[name]};\n`,
      )
      .join('');
    const docs = [`@tag ${widget.tag}`, ...widget.events.map((event) => `@event ${event.name} - ${event.description}`)];
    return (
      `/**\n * ${widget.description}\n *\n${docs.map((line) => ` * ${line}\n`).join('')} */\n` +
      `export interface ${widget.className} extends HTMLElement {}\n\n` +
      `/** The attributes of <${widget.tag}>. */\n` +
      `export interface ${attributesType(widget)} {\n${attributes}}\n\n` +
      `/** The events <${widget.tag}> fires. */\n` +
      `export type ${widget.className.replace(/Element$/, '')}EventName = ${widget.events.map((event) => `'${event.name}'`).join(' | ')};\n`
    );
  };
  return `${GENERATED}

/** Every event a widget fires, by name: each bubbles and leaves the shadow root (composed). */
export interface CuppaEventMap {
${events}}
export type CuppaEventName = keyof CuppaEventMap;
export type CuppaEvent<K extends CuppaEventName> = CustomEvent<CuppaEventMap[K]>;
type CuppaEventHandlersMap = { [K in CuppaEventName]: CuppaEvent<K> };

${widgets.map(element).join('\n')}
/** The loader's one global: its JavaScript API (the guide's 'The JavaScript API'; src/widgets/loader/cuppa.ts). */
export interface CuppaGlobal {
  readonly version: string;
  /** Opens the tip dialog from the page's own button, at \`amount\` whole dollars if given. */
  openTip(options: { creator: string; amount?: number }): void;
  /** Opens the subscribe dialog from the page's own button. */
  openSubscribe(options: { creator: string }): void;
}

declare global {
  interface Window {
    Cuppa?: CuppaGlobal;
  }
  interface HTMLElementTagNameMap {
${widgets.map((widget) => `    '${widget.tag}': ${widget.className};\n`).join('')}  }
  // Every element, the document and the window: addEventListener('cuppa-tip', …) gets a typed event.
  interface GlobalEventHandlersEventMap extends CuppaEventHandlersMap {}
}
`;
}

/** react.js: one wrapper per tag, its callbacks named after its events. */
export function reactWrappers({ widgets }: WidgetDocs): string {
  const wrapper = (widget: WidgetDoc) => {
    const callbacks = widget.events.map((event) => `${callbackName(event.name)}: '${event.name}'`).join(', ');
    return `export const ${componentName(widget.tag)} = wrap('${widget.tag}', { ${callbacks} });\n`;
  };
  return `${GENERATED}\nimport { wrap } from './wrap.js';\n\n${widgets.map(wrapper).join('')}`;
}

/** react.d.ts: the wrappers' props, and JSX.IntrinsicElements for writing the tags themselves. */
export function reactTypes({ widgets }: WidgetDocs): string {
  const names = widgets.flatMap((widget) => [widget.className, attributesType(widget)]);
  const props = (widget: WidgetDoc) => {
    const callbacks = widget.events
      .map(
        ({ name, description }) =>
          comment(`\`${name}\`: ${description}`, '  ') +
          `  ${callbackName(name)}?: (event: CuppaEvent<'${name}'>) => void;\n`,
      )
      .join('');
    const name = componentName(widget.tag);
    return (
      `export interface ${name}Props extends ${attributesType(widget)}, WrapperProps<${widget.className}> {\n${callbacks}}\n` +
      comment(`<${widget.tag}> for React: ${widget.description}`) +
      `export declare function ${name}(props: ${name}Props): ReactElement;\n`
    );
  };
  return `${GENERATED}
import type { CSSProperties, HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import type { CuppaEvent, ${names.join(', ')} } from './index.js';

/** What every wrapper takes besides the element's attributes and events. */
export interface WrapperProps<E> {
  /** Shown until the widget renders, and where scripts are blocked: a link to the creator, say. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  ref?: Ref<E>;
}

${widgets.map(props).join('\n')}
type CuppaIntrinsic<E, A> = A & Omit<HTMLAttributes<E>, keyof A> & { ref?: Ref<E> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${widgets.map((widget) => `      '${widget.tag}': CuppaIntrinsic<${widget.className}, ${attributesType(widget)}>;\n`).join('')}    }
  }
}
`;
}
