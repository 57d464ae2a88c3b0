/**
 * Pure logic of <Tabs> (components/mdx/Tabs.tsx): which tab is shown, keyboard
 * moves, and keeping tabs with the same groupId in step on the page. No React.
 */

export type TabOption = { value: string; label: string };

/** The stored choice when it is one of this Tabs' values, else the default, else the first tab. */
export function selectedTabValue(values: string[], defaultValue: string | undefined, stored: string | null | undefined): string {
  if (stored && values.includes(stored)) return stored;
  if (defaultValue !== undefined && values.includes(defaultValue)) return defaultValue;
  return values[0];
}

/** Index of the tab to focus after a key press in a tablist (wrapping arrows, Home, End); null for other keys. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

type Listener = (value: string) => void;

/** Tabs of one group on this page hear each other's choices. */
const groups = new Map<string, Set<Listener>>();

export function subscribeTabGroup(groupId: string, listener: Listener): () => void {
  const listeners = groups.get(groupId) ?? new Set<Listener>();
  groups.set(groupId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) groups.delete(groupId);
  };
}

export function publishTabGroup(groupId: string, value: string): void {
  for (const listener of groups.get(groupId) ?? []) listener(value);
}
