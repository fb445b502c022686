import { useEffect } from 'react';
import type { SnippetUrls } from './snippet';

/**
 * The widget loader on the app's own page, once, for the live preview: the same script the snippet
 * gives, so the preview is what the creator's readers will see.
 */
export function useWidgetLoader({ loader, api, app }: SnippetUrls): void {
  useEffect(() => {
    if (document.querySelector(`script[src="${CSS.escape(loader)}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = loader;
    script.dataset.api = api;
    script.dataset.app = app;
    document.head.append(script);
  }, [loader, api, app]);
}
