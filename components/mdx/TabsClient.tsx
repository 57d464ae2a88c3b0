'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStorageSlot } from '@/lib/browser/storage';
import { selectedTabValue, tabIndexAfterKey, type TabOption } from '@/lib/browser/tabs';

// Storage events come from other browser tabs, and from select() below for the Tabs of this page.
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

type Props = {
  /** Prefix of the tab and panel ids (the panels are rendered by the server <Tabs>). */
  id: string;
  options: TabOption[];
  defaultValue?: string;
  /** Where the group's choice is remembered (docusaurus.tab.<groupId>); absent without a groupId. */
  storageKey?: string;
};

/**
 * The interactive part of <Tabs> (WAI-ARIA tabs pattern): the tab buttons, and the
 * `hidden` flag of the server-rendered panels. Kept small: it ships on every doc page.
 */
export function TabsClient({ id, options, defaultValue, storageKey }: Props) {
  // The group's remembered choice (none while hydrating, as on the server); a tab without a group keeps its own.
  const stored = useSyncExternalStore(subscribeToStorage, () => (storageKey ? createStorageSlot(storageKey).get() : null), () => null);
  const [clicked, setClicked] = useState<string | null>(null);
  const values = options.map((option) => option.value);
  const selected = selectedTabValue(values, defaultValue, storageKey ? stored : clicked);

  useEffect(() => {
    values.forEach((value, index) => {
      const panel = document.getElementById(`${id}-panel-${index}`);
      if (panel) panel.hidden = value !== selected;
    });
  });

  function select(value: string) {
    if (!storageKey) return setClicked(value);
    createStorageSlot(storageKey).set(value);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: value }));
  }

  return (
    <div role="tablist" className="tabs">
      {options.map(({ value, label }, index) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`${id}-tab-${index}`}
          aria-controls={`${id}-panel-${index}`}
          aria-selected={value === selected}
          tabIndex={value === selected ? 0 : -1}
          className="tabs-item"
          onClick={() => select(value)}
          onKeyDown={(event) => {
            const next = tabIndexAfterKey(event.key, index, values.length);
            if (next === null) return;
            event.preventDefault();
            (event.currentTarget.parentElement?.children[next] as HTMLElement).focus();
            select(values[next]);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
