/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prunePayloads } from '@/lib/postbuild/prune-payloads';

function exportLike(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-payloads-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('prunePayloads', () => {
  it('removes each <route>/__next._full.txt that copies <route>.txt (index.txt for "/"), and nothing else', () => {
    const dir = exportLike({
      'index.txt': 'root payload',
      '__next._full.txt': 'root payload',
      '__next._tree.txt': 'tree',
      'installation.txt': 'page payload',
      'installation/__next._full.txt': 'page payload',
      'installation/__next._index.txt': 'root layout',
      '_next/static/__next._full.txt': 'not a route',
    });
    expect(prunePayloads(dir)).toEqual({ removed: 2, bytes: 'root payload'.length + 'page payload'.length });
    expect(fs.existsSync(path.join(dir, '__next._full.txt'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'installation/__next._full.txt'))).toBe(false);
    for (const kept of ['index.txt', '__next._tree.txt', 'installation.txt', 'installation/__next._index.txt', '_next/static/__next._full.txt']) {
      expect(fs.existsSync(path.join(dir, kept))).toBe(true);
    }
  });

  it("fails, naming the file, when Next's layout changed (the copy differs or its twin is missing)", () => {
    const differs = exportLike({ 'installation.txt': 'a', 'installation/__next._full.txt': 'b' });
    expect(() => prunePayloads(differs)).toThrow("Next's export layout changed: installation/__next._full.txt is not a copy of installation.txt");
    const missing = exportLike({ 'search/__next._full.txt': 'b' });
    expect(() => prunePayloads(missing)).toThrow('search/__next._full.txt is not a copy of search.txt');
    expect(fs.existsSync(path.join(differs, 'installation/__next._full.txt'))).toBe(true);
  });
});
