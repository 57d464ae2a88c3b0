/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getListedDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, readSources } from '@/lib/content/search-index';
import { writeSearchIndex } from '@/lib/postbuild/write-search-index';

// A build writes the search index after `next build` (next dev serves it from a route handler).
test('the post-build step writes every file of the index, and only those', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-out-'));
  try {
    fs.mkdirSync(path.join(outDir, 'search-index'));
    fs.writeFileSync(path.join(outDir, 'search-index', 'stale-terms-0.json'), '{}');
    const expected = buildSearchIndex(readSources([...getListedDocs(), ...getPages()]));
    const names = writeSearchIndex(outDir);
    expect(names.sort()).toEqual([...expected.keys()].sort());
    expect(fs.readdirSync(path.join(outDir, 'search-index')).sort()).toEqual(names);
    expect(names).toContain('manifest.json');
    for (const [name, text] of expected) expect(fs.readFileSync(path.join(outDir, 'search-index', name), 'utf8')).toBe(text);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
