/** @jest-environment node */
import { canPrefetch } from '@/lib/browser/network';

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
