'use client';

import { useEffect, useState } from 'react';
import { createStorageSlot } from '@/lib/storage';
import { publishTabGroup, selectedTabValue, subscribeTabGroup, tabIndexAfterKey, type TabOption } from '@/lib/tabs';

type Props = {
  /** Prefix of the tab and panel ids (the panels are rendered by the server <Tabs>). */
  id: string;
  options: TabOption[];
  defaultValue?: string;
  groupId?: string;
  /** Where the group's choice is remembered (docusaurus.tab.<groupId>). */
  storageKey?: string;
};

/**
 * The interactive part of <Tabs> (WAI-ARIA tabs pattern): the tab buttons, and the
 * `hidden` flag of the server-rendered panels. Kept small: it ships on every doc page.
 */
export function TabsClient({ id, options, defaultValue, groupId, storageKey }: Props) {
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

  useEffect(() => {
    values.forEach((value, index) => {
      const panel = document.getElementById(`${id}-panel-${index}`);
      if (panel) panel.hidden = value !== selected;
    });
  });

  function select(value: string) {
    setChosen(value);
    if (!groupId || !storageKey) return;
    createStorageSlot(storageKey).set(value);
    publishTabGroup(groupId, value);
  }

  return (
    <div role="tablist" aria-orientation="horizontal" className="tabs">
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
