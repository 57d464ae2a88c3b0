/**
 * The route progress bar, drawn like nprogress 0.2.0 (the bar Docusaurus uses: the same
 * `#nprogress > .bar > .peg` markup, styled in components/theme/site.css) with its settings
 * (SPEC §9: minimum, speed, trickle rate and speed, no spinner). About 0.4 KB gzipped instead of
 * nprogress's 1.7 KB chunk, so it ships with the page: a slow network cannot delay the bar itself.
 */
export type ProgressBarSettings = { minimum: number; speed: number; trickleRate: number; trickleSpeed: number; showSpinner: boolean };

export type ProgressBar = { start(): void; done(): void; isStarted(): boolean };

export function createProgressBar({ minimum, speed, trickleRate, trickleSpeed, showSpinner }: ProgressBarSettings): ProgressBar {
  /** Progress from `minimum` to 1 while shown; null when idle. */
  let status: number | null = null;
  let root: HTMLElement | null = null;
  let trickle: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.innerHTML = `<div class="bar" role="bar"><div class="peg"></div></div>${showSpinner ? '<div class="spinner" role="spinner"><div class="spinner-icon"></div></div>' : ''}`;
    (root.firstChild as HTMLElement).style.transform = 'translate3d(-100%,0,0)';
    document.body.append(root);
    return root;
  };

  const set = (value: number) => {
    const n = Math.min(Math.max(value, minimum), 1);
    status = n === 1 ? null : n;
    const progress = root ?? render();
    const bar = progress.firstChild as HTMLElement;
    // Read layout so that a bar just added starts from -100 % and slides in.
    void progress.offsetWidth;
    bar.style.transition = `all ${speed}ms ease`;
    bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
    if (n < 1) return;
    // Finished: fade out, then remove (unless a new start came in the meantime).
    setTimeout(() => {
      progress.style.transition = `all ${speed}ms linear`;
      progress.style.opacity = '0';
      setTimeout(() => {
        if (status !== null) return;
        progress.remove();
        if (root === progress) root = null;
      }, speed);
    }, speed);
  };

  const inc = (amount: number) => {
    if (status !== null) set(Math.min(status + amount, 0.994));
  };

  return {
    start() {
      if (status === null) {
        // A bar still fading out is replaced by a fresh one.
        root?.remove();
        root = null;
        set(0);
      }
      clearTimeout(trickle);
      const work = () => {
        trickle = setTimeout(() => {
          if (status === null) return;
          inc(Math.random() * trickleRate);
          work();
        }, trickleSpeed);
      };
      work();
    },
    done() {
      if (status === null) return;
      clearTimeout(trickle);
      inc(0.3 + 0.5 * Math.random());
      set(1);
    },
    isStarted: () => status !== null,
  };
}
