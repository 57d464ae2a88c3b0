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
};

const memory = new Map<string, string>();
let unavailable = false;
let warned = false;

/** Runs `access` on localStorage; on any failure, switches to memory for good and warns once. */
function withStorage<T>(key: string, access: (storage: Storage) => T): T | undefined {
  if (typeof window === 'undefined') {
    throw new Error(`Storage key "${key}" was used during server rendering. Use storage in an effect or event handler.`);
  }
  if (unavailable) return undefined;
  try {
    return access(window.localStorage);
  } catch (error) {
    unavailable = true;
    if (!warned) {
      warned = true;
      // String(error): "SecurityError: The operation is insecure." for the DOMException browsers throw.
      console.warn(`localStorage is unavailable ("${key}": ${String(error)}): settings such as the colour mode last for this page only.`);
    }
    return undefined;
  }
}

export function createStorageSlot(key: string): StorageSlot {
  return {
    get: () => {
      const stored = withStorage(key, (storage) => storage.getItem(key));
      return stored === undefined ? (memory.get(key) ?? null) : stored;
    },
    set: (value) => {
      memory.set(key, value);
      withStorage(key, (storage) => storage.setItem(key, value));
    },
    del: () => {
      memory.delete(key);
      withStorage(key, (storage) => storage.removeItem(key));
    },
  };
}

/** For tests: forget the unavailable flag, the warning and the in-memory values. */
export function resetStorageForTests(): void {
  memory.clear();
  unavailable = false;
  warned = false;
}
