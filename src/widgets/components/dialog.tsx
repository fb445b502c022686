import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textDirection } from '../../core/i18n/languages';
import { tw } from '../styles/tw';
import { outermostHost } from './outermost-host';
import { useWidget } from './widget-host';

// The dialogs' English comes with the dialog: one chunk for what every dialog needs on first open.
export { useDialogEnglish } from './dialog-english';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A modal dialog inside the widget's shadow root: named by its title, focus trapped, Escape and the
 * backdrop close it, focus returns to the opener. A bottom sheet on narrow screens.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const { t } = useTranslation();
  const { root, dark, lang } = useWidget();
  const titleId = useId();
  const {
    context,
    refs: { setFloating },
  } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  if (!open) return null;

  return (
    <FloatingPortal root={root as unknown as HTMLElement}>
      <div className={dark ? 'dark' : undefined} dir={textDirection(lang)} lang={lang}>
        <FloatingOverlay
          lockScroll
          className={tw('z-[2147483000] grid items-end sm:items-center justify-items-center bg-black/50')}
        >
          {/* The focus manager hides the rest of the page from assistive technology; it cannot see
              through nested shadow roots, so it is told which element of the page is the widget. */}
          <FloatingFocusManager
            context={context}
            modal
            returnFocus
            initialFocus={0}
            getInsideElements={() => [outermostHost(root)]}
          >
            <div
              ref={setFloating}
              part="dialog"
              className={tw(
                'w-full sm:w-[26rem] max-h-[90vh] sm:max-h-[calc(100vh_-_2rem)] overflow-auto bg-white text-stone-900 dark:bg-stone-900 dark:text-stone-100 shadow-2xl p-5 rounded-t-2xl sm:rounded-2xl',
              )}
              {...getFloatingProps()}
              aria-labelledby={titleId}
              aria-modal="true"
            >
              <div className={tw('flex items-center justify-between gap-3 mb-4')}>
                <h2 id={titleId} className={tw('text-lg font-bold')}>
                  {title}
                </h2>
                <button
                  type="button"
                  onClick={onClose}
                  className={tw(
                    'min-w-[44px] min-h-[44px] rounded-lg text-2xl leading-none hover:bg-stone-100 dark:hover:bg-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent',
                  )}
                >
                  <span aria-hidden="true">×</span>
                  <span className={tw('sr-only')}>{t('actions.close')}</span>
                </button>
              </div>
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </div>
    </FloatingPortal>
  );
}
