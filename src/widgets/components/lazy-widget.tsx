import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from './inline-error';
import { lazyPart, useLazyPart } from './lazy-part';

/**
 * A widget whose code loads when one of its elements mounts, so the runtime every page loads does not
 * carry it. Until then it shows nothing and the element keeps the room it reserved; code that cannot
 * load is an inline error and a `cuppa-error`, as a dialog's is.
 */
export function lazyWidget(importer: () => Promise<{ default: ComponentType }>): ComponentType {
  const part = lazyPart(importer);
  return function LazyWidget() {
    const { t } = useTranslation();
    const widget = useLazyPart(part);
    const { show } = widget;
    useEffect(show, [show]);
    if (widget.failed) return <InlineError message={t('errors.partFailed')} />;
    return widget.Part ? <widget.Part /> : null;
  };
}
