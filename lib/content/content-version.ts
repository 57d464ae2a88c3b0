/**
 * What the content registry derives from the content folders (docs, pages, their front matter) is
 * computed once per build. Under `next dev` the server keeps this state across an author's edits
 * (only modules that import a changed file are evaluated again, and the registry reads files, not
 * modules), so a new doc answered 404 and a new title showed only after a restart. There, each
 * derived value is computed again once a file in the content folders is added, removed or saved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, PAGES_DIR } from './docs-source.mjs';

const WATCHED = process.env.NODE_ENV === 'development';

/** Every file under the content folders with its modification time: changes when one is added, removed or saved. */
export function contentSignature(dirs: string[] = [DOCS_DIR, PAGES_DIR]): string {
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
        const file = path.join(dir, name);
        // A file removed while the folder is read changes the next signature.
        return `${file}:${fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs}`;
      }),
    )
    .sort()
    .join('\n');
}

let signature: string | undefined;
let version = 0;
let checkedThisTick = false;

/** A number that changes when the content folders change (`next dev` only; read at most once per event-loop turn). */
function contentVersion(): number {
  if (!WATCHED || checkedThisTick) return version;
  checkedThisTick = true;
  setImmediate(() => (checkedThisTick = false));
  const current = contentSignature();
  if (signature !== undefined && current !== signature) version += 1;
  signature = current;
  return version;
}

/** `compute()` once per content version: once per build, and again after each edit under `next dev`. */
export function perContentVersion<T>(compute: () => T): () => T {
  let value: { version: number; value: T } | undefined;
  return () => {
    const current = contentVersion();
    if (!value || value.version !== current) value = { version: current, value: compute() };
    return value.value;
  };
}
