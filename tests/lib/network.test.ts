/** @jest-environment node */
import { canPrefetch, pagePathOfDataUrl } from '@/lib/browser/network';

describe('canPrefetch (no prefetching on data-saver or 2g connections)', () => {
  it('prefetches when the browser gives no network hints (Firefox, Safari)', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({})).toBe(true);
  });

  it('does not prefetch when the reader turned data saver on, whatever the speed', () => {
    expect(canPrefetch({ saveData: true })).toBe(false);
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['2g', 'slow-2g'])('does not prefetch on a %s connection', (effectiveType) => {
    expect(canPrefetch({ effectiveType })).toBe(false);
    expect(canPrefetch({ saveData: false, effectiveType })).toBe(false);
  });

  it.each(['3g', '4g'])('prefetches on a %s connection', (effectiveType) => {
    expect(canPrefetch({ effectiveType })).toBe(true);
    expect(canPrefetch({ saveData: false, effectiveType })).toBe(true);
  });
});

describe('pagePathOfDataUrl (page of a Next RSC data file)', () => {
  it.each([
    ['/installation.txt?_rsc=x', '/installation'],
    ['/index.txt?_rsc=1', '/'],
    ['/index.txt', '/'],
    ['/installation/__next._tree.txt?_rsc=1', '/installation'],
    ['/installation/__next._full.txt', '/installation'],
    ['/installation/__next.!KGRvY3Mp.$d$slug.__PAGE__.txt', '/installation'],
    ['/__next._tree.txt', '/'],
    ['/__next._index.txt?_rsc=abc', '/'],
    ['http://localhost:3000/customization.txt?_rsc=1', '/customization'],
  ])('%s is the data of %s', (url, page) => {
    expect(pagePathOfDataUrl(url)).toBe(page);
  });
});
