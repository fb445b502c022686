import type { ReactNode } from 'react';
import { useTabList } from '../../../widgets/components/use-tab-list';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The app's tablist: the widgets' tab behaviour (useTabList) with the app's CSS. */
export function TabList({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const { handleKeyDown, tabProps, panelProps } = useTabList(tabs, selected, onSelect);
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs-list" onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => (
          <button key={tab.id} {...tabProps(tab.id, index)} className="tabs-tab">
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} {...panelProps(tab.id)} tabIndex={0}>
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
