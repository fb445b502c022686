import type { ReactNode } from 'react';
import { tw } from '../styles/tw';
import { useTabList } from './use-tab-list';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The widgets' tablist (behaviour in useTabList); the panels share one height. `settled`: the outcome of
 * one tab (a receipt) is all there is left to show: no tablist, and the others take no room (they stay
 * mounted, so nothing is reloaded).
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
  const { handleKeyDown, tabProps, panelProps } = useTabList(tabs, selected, onSelect);
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
      {/* Every panel in one grid cell, the others invisible and inert: the dialog is as tall as the tallest
          panel whichever is shown, so switching tabs moves nothing (and a panel keeps its state). */}
      <div className={tw('grid')}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <div
              key={tab.id}
              {...panelProps(tab.id)}
              hidden={false}
              inert={!active}
              aria-hidden={!active || undefined}
              className={tw(`col-start-1 row-start-1 min-w-0 ${active ? '' : settled ? 'hidden' : 'invisible'}`)}
            >
              {tab.panel}
            </div>
          );
        })}
      </div>
    </div>
  );
}
