import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { tw } from '../styles/tw';
import { useTabList } from './use-tab-list';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The widgets' tablist (behaviour in useTabList); the panels are as tall as the shown one, and a switch
 * glides from one height to the other. `settled`: the outcome of one tab (a receipt) is all there is left
 * to show: no tablist, and the others take no room (they stay mounted, so nothing is reloaded).
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  settled = false,
}: {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  settled?: boolean;
}) {
  const cell = useRef<HTMLDivElement>(null);
  // The panels' height just before a switch, for it to glide from.
  const before = useRef<number>(undefined);
  const { handleKeyDown, tabProps, panelProps } = useTabList(tabs, selected, (id) => {
    before.current = cell.current?.offsetHeight;
    onSelect(id);
  });
  useLayoutEffect(() => {
    const box = cell.current;
    const from = before.current;
    before.current = undefined;
    if (!box || from === undefined || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const to = box.offsetHeight;
    // Clipped while it glides: the panel shown is already at its own height.
    if (to !== from) {
      box.animate(
        [
          { height: `${from}px`, overflow: 'hidden' },
          { height: `${to}px`, overflow: 'hidden' },
        ],
        { duration: 200, easing: 'ease-out' },
      );
    }
  }, [selected]);
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        hidden={settled}
        className={tw(`${settled ? 'hidden' : 'flex'} gap-1 mb-4 border-b border-stone-200 dark:border-stone-700`)}
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              {...tabProps(tab.id, index)}
              className={tw(
                `min-h-[44px] px-4 -mb-px border-b-[3px] ${active ? 'border-accent font-semibold' : 'border-transparent text-stone-600 dark:text-stone-300'} focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent`,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every panel in one grid cell, the others invisible, inert and of no height: a panel keeps its
          state (and a frame its width and height) but takes no room, so the dialog is no taller than what
          it shows (WIDGETS.md). Signed out, the balance tab's 'Sign in' is 120 px and the crypto tab 480:
          sized to the tallest, the dialog was mostly blank. */}
      <div ref={cell} className={tw('grid')}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <div
              key={tab.id}
              {...panelProps(tab.id)}
              hidden={false}
              inert={!active}
              aria-hidden={!active || undefined}
              className={tw(
                `col-start-1 row-start-1 min-w-0 ${active ? '' : settled ? 'hidden' : 'invisible h-0 overflow-hidden'}`,
              )}
            >
              {tab.panel}
            </div>
          );
        })}
      </div>
    </div>
  );
}
