/** Network hints of the Network Information API (Chromium); absent elsewhere. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on data-saver and 2g connections (SPEC §7). */
export function canPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

