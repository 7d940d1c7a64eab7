import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** The open tab when uncontrolled (the first by default). */
  defaultSelected?: string;
  /** The open tab when controlled. */
  selected?: string;
  onSelect?(id: string): void;
}

/**
 * Tabs as in the ARIA APG: one tab stop for the list (roving tabindex), Left/Right move and open
 * (wrapping), Home/End the first/last; each panel is labelled by its tab and focusable. Every
 * panel is rendered (hidden but the open one), so server-rendered content stays in the page.
 */
export function Tabs({ label, tabs, defaultSelected, selected, onSelect }: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const select = (tabId: string, focus = false) => {
    setOwn(tabId);
    onSelect?.(tabId);
    if (focus) tabRefs.current.get(tabId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  return (
    <div className="ea-tabs">
      <div role="tablist" aria-label={label} className="ea-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-controls={`${id}-panel-${tab.id}`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            className="ea-tabs__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="ea-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
