import { useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import type { WidgetAttributeName } from '../table/widget-tags';
import { checkAttributes } from '../services/attributes';
import { adoptWidgetSheet } from '../styles/tw';
import { InlineError } from './inline-error';
import { WidgetHost } from './widget-host';

/** What r2wc hands a view: its attributes as strings, and the shadow root it renders into. */
export type ViewProps = Partial<Record<WidgetAttributeName, string>> & { container?: HTMLElement };

/** Checks a view's attributes, then renders it in its host; bad attributes are an inline error. */
export function widgetView(Body: ComponentType, options: { needsCreator: boolean }) {
  return function WidgetView({ container, ...raw }: ViewProps) {
    const root = container as unknown as ShadowRoot;
    // Every attribute the element observes is an input (widget-tags.ts lists them), so none is left out.
    const inputs = JSON.stringify(raw);
    const check = useMemo(
      () => checkAttributes(raw, options.needsCreator),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `inputs` is `raw`, compared by value
      [inputs],
    );
    useLayoutEffect(() => adoptWidgetSheet(root), [root]);
    useEffect(() => {
      if (!check.ok)
        dispatchCuppaEvent(root.host, 'cuppa-error', { code: 'invalid_attribute', message: check.message });
    }, [check, root]);
    if (!check.ok) return <InlineError message={`Cuppa: ${check.message}`} />;
    return (
      <WidgetHost root={root} attributes={check.value}>
        <Body />
      </WidgetHost>
    );
  };
}
