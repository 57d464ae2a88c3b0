// @ts-check
// What the build's own caches in .next/cache share (lib/mdx/parsed-doc.mjs, lib/content/search-index-cache.ts):
// a key from the code that made an entry, and entries written whole.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Adds the contents of `files` (paths from the project folder) to `hash`, so entries of other
 * versions of that code are never read. False when one is missing: not run from the project
 * folder, and no cache rather than a stale one.
 * @param {import('node:crypto').Hash} hash
 * @param {string[]} files
 * @returns {boolean}
 */
export function hashCodeFiles(hash, files) {
  for (const file of files) {
    const full = path.resolve(file);
    if (!fs.existsSync(full)) return false;
    hash.update(fs.readFileSync(full));
  }
  return true;
}

/**
 * Writes `text` to a file beside `file`, then renames it: another process never reads half a file.
 * @param {string} file
 * @param {string} text
 */
export function writeWhole(file, text) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}
