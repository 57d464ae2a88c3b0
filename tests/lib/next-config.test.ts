/** @jest-environment node */
import config from '../../next.config.mjs';

describe('next.config.mjs', () => {
  it('builds without Turbopack’s file-system cache, which kept a doc’s links to other docs as they were at its last compile', () => {
    // Checked by hand on 2026-11-26: with the cache, changing a linked doc's slug and rebuilding kept the old href.
    expect(config('phase-production-build').experimental?.turbopackFileSystemCacheForBuild).toBe(false);
  });
});
