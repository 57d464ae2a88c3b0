'use client';

import { useEffect, useState } from 'react';
import { createStorageSlot } from '@/lib/browser/storage';
import { selectedTabValue, tabIndexAfterKey, type TabOption } from '@/lib/browser/tabs';

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
  const [chosen, setChosen] = useState<string | null>(null);
  const values = options.map((option) => option.value);
  const selected = selectedTabValue(values, defaultValue, chosen);

  // The group's remembered choice, then every choice made in the group: storage events come from
  // other browser tabs, and from select() below for the Tabs of this page.
  useEffect(() => {
    if (!storageKey) return;
    setChosen(createStorageSlot(storageKey).get());
    const onStorage = (event: StorageEvent) => event.key === storageKey && setChosen(event.newValue);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  useEffect(() => {
    values.forEach((value, index) => {
      const panel = document.getElementById(`${id}-panel-${index}`);
      if (panel) panel.hidden = value !== selected;
    });
  });

  function select(value: string) {
    setChosen(value);
    if (!storageKey) return;
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
