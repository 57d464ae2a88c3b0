/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex, type SearchSource } from '@/lib/content/search-index';
import { cachedSearchIndex } from '@/lib/content/search-index-cache';

const source = (text: string): SearchSource[] => [{ route: '/a', title: 'A', source: `# A\n\n${text}\n` }];

describe('cachedSearchIndex', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cache-'));
  const previous = process.env.NEXT_DIST_DIR;
  beforeAll(() => {
    process.env.NEXT_DIST_DIR = distDir;
  });
  afterAll(() => {
    process.env.NEXT_DIST_DIR = previous;
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('builds once for the same sources (another worker reads the files), again for other sources', () => {
    const build = jest.fn(buildSearchIndex);
    const first = cachedSearchIndex(source('alpha'), build);
    const again = cachedSearchIndex(source('alpha'), build);
    expect(build).toHaveBeenCalledTimes(1);
    expect([...again]).toEqual([...first]);
    const other = cachedSearchIndex(source('beta'), build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(other.get('manifest.json')).not.toEqual(first.get('manifest.json'));
    // Only the latest index is kept.
    expect(fs.readdirSync(path.join(distDir, 'cache', 'search-index'))).toHaveLength(1);
  });
});
