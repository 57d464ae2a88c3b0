/**
 * Fail-safe browser storage, one slot per key (Docusaurus's createStorageSlot).
 * When localStorage is unavailable (disabled, throwing getter, quota), it warns
 * once and keeps values in memory for the page's life: features keep working.
 * Browser only: call from effects and event handlers, never during render.
 */

export type StorageSlot = {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls back when another tab changes this key; returns the unsubscribe function. */
  listen(onChange: (newValue: string | null) => void): () => void;
};

const memory = new Map<string, string>();
let unavailable = false;
let warned = false;

function warnOnce(key: string, error: unknown): void {
  if (warned) return;
  warned = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(
    `Browser storage (localStorage) is unavailable while accessing "${key}" (${reason}). ` +
      'Settings such as the colour mode are kept in memory for this page only and will not be remembered.',
  );
}

function storageFor(key: string): Storage | null {
  if (typeof window === 'undefined') {
    throw new Error(`Storage key "${key}" was read during server rendering. Read storage in an effect or event handler.`);
  }
  if (unavailable) return null;
  try {
    const storage = window.localStorage;
    if (!storage) throw new Error('window.localStorage is null');
    return storage;
  } catch (error) {
    unavailable = true;
    warnOnce(key, error);
    return null;
  }
}

export function createStorageSlot(key: string): StorageSlot {
  return {
    get() {
      const storage = storageFor(key);
      if (storage) {
        try {
          return storage.getItem(key);
        } catch (error) {
          unavailable = true;
          warnOnce(key, error);
        }
      }
      return memory.get(key) ?? null;
    },
    set(value) {
      memory.set(key, value);
      const storage = storageFor(key);
      if (!storage) return;
      try {
        storage.setItem(key, value);
      } catch (error) {
        unavailable = true;
        warnOnce(key, error);
      }
    },
    del() {
      memory.delete(key);
      const storage = storageFor(key);
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch (error) {
        unavailable = true;
        warnOnce(key, error);
      }
    },
    listen(onChange) {
      const handler = (event: StorageEvent) => {
        if (event.key === key) onChange(event.newValue);
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

/** For tests: forget the unavailable flag, the warning and the in-memory values. */
export function resetStorageForTests(): void {
  memory.clear();
  unavailable = false;
  warned = false;
}
