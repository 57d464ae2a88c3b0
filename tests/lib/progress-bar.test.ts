import type * as ProgressBarModule from '@/lib/browser/progress-bar';

const settings = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false };
const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
/**
 * The bar's progress in percent, from its offset of (n - 1) * 100 %: translate3d in browsers,
 * margin-left in jsdom (nprogress picks what the browser supports).
 */
const percent = () => {
  const { transform, marginLeft } = bar()!.style;
  return Number(/(-?[\d.]+)%/.exec(transform || marginLeft)![1]) + 100;
};

// nprogress is one bar per page (module state): each test gets a fresh copy.
let createProgressBar: typeof ProgressBarModule.createProgressBar;
beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  ({ createProgressBar } = jest.requireActual<typeof ProgressBarModule>('@/lib/browser/progress-bar'));
});
afterEach(() => {
  document.getElementById('nprogress')?.remove();
  jest.useRealTimers();
});

describe('createProgressBar (nprogress 0.2.0 with SPEC §9 settings)', () => {
  it('draws nprogress markup at the minimum, without a spinner', () => {
    const progress = createProgressBar(settings);
    progress.start();
    expect(progress.isStarted()).toBe(true);
    expect(document.querySelector('#nprogress > .bar > .peg')).not.toBeNull();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    expect(percent()).toBeCloseTo(8);
    expect(bar()!.style.transition).toBe('all 200ms ease');
  });

  it('trickles forward every trickleSpeed, by at most trickleRate, and never reaches the end', () => {
    const progress = createProgressBar(settings);
    progress.start();
    let last = percent();
    for (let step = 0; step < 50; step++) {
      jest.advanceTimersByTime(800);
      expect(percent()).toBeGreaterThanOrEqual(last);
      expect(percent() - last).toBeLessThanOrEqual(2.0001);
      last = percent();
    }
    expect(last).toBeLessThan(100);
  });

  it('trickles by the configured rate (nprogress 0.2.0 reads trickleRate; @types/nprogress omits it)', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const progress = createProgressBar({ ...settings, trickleRate: 0.1 });
      progress.start();
      jest.advanceTimersByTime(800);
      expect(percent()).toBeCloseTo(8 + 5);
    } finally {
      random.mockRestore();
    }
  });

  it('completes, fades out over speed, then is removed', () => {
    const progress = createProgressBar(settings);
    progress.start();
    progress.done();
    expect(progress.isStarted()).toBe(false);
    expect(percent()).toBe(100);
    jest.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')!.style.opacity).toBe('0');
    jest.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('a new start while the last bar fades out draws a fresh bar that stays', () => {
    const progress = createProgressBar(settings);
    progress.start();
    progress.done();
    jest.advanceTimersByTime(250);
    progress.start();
    jest.advanceTimersByTime(1000);
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(document.getElementById('nprogress')!.style.opacity).toBe('');
  });

  it('shows the spinner only when configured', () => {
    createProgressBar({ ...settings, showSpinner: true }).start();
    expect(document.querySelector('#nprogress .spinner')).not.toBeNull();
  });
});
