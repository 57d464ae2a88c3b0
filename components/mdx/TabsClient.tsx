'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { createStorageSlot } from '@/lib/storage';
import { publishTabGroup, selectedTabValue, subscribeTabGroup, tabIndexAfterKey, type TabOption } from '@/lib/tabs';

type Props = {
  options: TabOption[];
  /** Server-rendered content of each tab, in the order of `options`. */
  panels: React.ReactNode[];
  defaultValue?: string;
  groupId?: string;
  /** Where the group's choice is remembered (docusaurus.tab.<groupId>). */
  storageKey?: string;
};

/**
 * The interactive part of <Tabs> (WAI-ARIA tabs pattern): the tab buttons, and which
 * panel is shown. Every panel is in the HTML; without JavaScript CSS shows them all.
 */
export function TabsClient({ options, panels, defaultValue, groupId, storageKey }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const values = options.map((option) => option.value);
  const selected = selectedTabValue(values, defaultValue, chosen);

  // The group's remembered choice, and choices made in other Tabs of the group (this page or another browser tab).
  useEffect(() => {
    if (!groupId || !storageKey) return;
    setChosen(createStorageSlot(storageKey).get());
    const onStorage = (event: StorageEvent) => event.key === storageKey && setChosen(event.newValue);
    window.addEventListener('storage', onStorage);
    const unsubscribe = subscribeTabGroup(groupId, setChosen);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, storageKey]);

  function select(value: string) {
    setChosen(value);
    if (!groupId || !storageKey) return;
    createStorageSlot(storageKey).set(value);
    publishTabGroup(groupId, value);
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const next = tabIndexAfterKey(event.key, index, options.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    select(values[next]);
  }

  return (
    <div className="tabs-container">
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {options.map((option, index) => {
          const active = option.value === selected;
          return (
            <button
              key={option.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className="tabs-item"
              onClick={() => select(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {panels.map((panel, index) => (
        <div
          key={values[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className="tabs-panel"
          hidden={values[index] !== selected}
        >
          {/* Shown only without JavaScript, when every panel is visible. */}
          <div className="tabs-panel-label">{options[index].label}</div>
          {panel}
        </div>
      ))}
    </div>
  );
}
