/**
 * Pure logic of <Tabs> (components/mdx/Tabs.tsx): which tab is shown (from the
 * group's stored choice) and keyboard moves. No React.
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
