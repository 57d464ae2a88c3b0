import { collapseDurationMs } from '@/lib/browser/collapse';

describe('collapseDurationMs', () => {
  // c = h / 36; duration = round((4 + 15 * c^0.25 + c / 5) * 10), worked out by hand:
  it.each([
    [0, 40], // c = 0: 4 * 10
    [36, 192], // c = 1: (4 + 15 + 0.2) * 10
    [576, 372], // c = 16, c^0.25 = 2: (4 + 30 + 3.2) * 10
    [2916, 652], // c = 81, c^0.25 = 3: (4 + 45 + 16.2) * 10
    [9216, 1152], // c = 256, c^0.25 = 4: (4 + 60 + 51.2) * 10
    [100, 239], // c = 2.7778, c^0.25 = 1.2910: (4 + 19.365 + 0.5556) * 10 = 239.2
  ])('a %i px tall list animates for %i ms', (height, expected) => {
    expect(collapseDurationMs(height)).toBe(expected);
  });

  it('grows with the height', () => {
    expect(collapseDurationMs(200)).toBeGreaterThan(collapseDurationMs(100));
  });

  it('is 1 ms with reduced motion, whatever the height', () => {
    expect(collapseDurationMs(0, true)).toBe(1);
    expect(collapseDurationMs(576, true)).toBe(1);
    expect(collapseDurationMs(9216, true)).toBe(1);
  });

  it('uses the normal formula when reduced motion is explicitly off', () => {
    expect(collapseDurationMs(576, false)).toBe(372);
  });
});
