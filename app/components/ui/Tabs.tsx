import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabsProps<K extends string> {
  /** The tabs in order, each with its visible name. */
  tabs: readonly { id: K; label: string }[];
  /** The selected tab; only its panel is rendered. */
  selected: K;
  /** Called when a tab is chosen by a press or by the arrow, Home and End keys. */
  onSelect: (id: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** The selected tab's panel (labelled by the `selected` tab until the parent shows another). */
  children: ReactNode;
}

/**
 * Tabs on the WAI-ARIA pattern with native buttons: a tablist of role="tab" buttons, one tab stop
 * (roving tabindex), Left and Right arrows moving between tabs (wrapping), Home and End to the first
 * and last, and a tab chosen as it gets focus (automatic activation). The panel is labelled by its tab.
 * A choice shows at once while the parent catches up (a tab with its own address navigates).
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className,
  listClassName,
  tabClassName,
  panelClassName,
  children,
}: TabsProps<K>) {
  const base = useId();
  const [chosen, setChosen] = useState<K | null>(null);
  useEffect(() => setChosen(null), [selected]);
  const current = chosen ?? selected;
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${base}tab-${id}`;
  const panelId = (id: K) => `${base}panel-${id}`;

  const choose = (id: K) => {
    if (id === current) return;
    setChosen(id);
    onSelect(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    let next: number;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const id = tabs[next]!.id;
    refs.current.get(id)?.focus();
    choose(id);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {tabs.map((tab) => {
          const on = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={on}
              aria-controls={tab.id === selected ? panelId(tab.id) : undefined}
              tabIndex={on ? 0 : -1}
              className={tabClassName}
              onClick={() => choose(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
