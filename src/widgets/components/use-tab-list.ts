import { useId, useRef, type KeyboardEvent } from 'react';

/**
 * A tablist's behaviour, whatever its look (the widgets' twind tabs, the app's CSS tabs): arrow keys,
 * Home and End move between tabs, mirrored in right-to-left languages; ids tie each tab to its panel.
 */
export function useTabList(tabs: readonly { id: string }[], selected: string, onSelect: (id: string) => void) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    let next: number;
    if (step) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  }

  const tabProps = (id: string, index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      refs.current[index] = element;
    },
    type: 'button' as const,
    role: 'tab',
    id: `${base}-tab-${id}`,
    'aria-selected': id === selected,
    'aria-controls': `${base}-panel-${id}`,
    tabIndex: id === selected ? 0 : -1,
    onClick: () => onSelect(id),
  });

  const panelProps = (id: string) => ({
    role: 'tabpanel',
    id: `${base}-panel-${id}`,
    'aria-labelledby': `${base}-tab-${id}`,
    hidden: id !== selected,
  });

  return { handleKeyDown, tabProps, panelProps };
}
