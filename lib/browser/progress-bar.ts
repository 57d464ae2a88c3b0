/**
 * The route progress bar: nprogress 0.2.0, the bar Docusaurus uses (`#nprogress > .bar > .peg`,
 * styled in components/theme/site.css), with SPEC §9's settings. It is imported statically, so it
 * is part of the page: a slow network cannot delay the bar (fetching it at idle would add a chunk
 * to the first-load count and cost more bytes; fetching it on a click's intent would be exactly as
 * slow as the network the bar is for).
 */
import NProgress from 'nprogress';

export type ProgressBarSettings = { minimum: number; speed: number; trickleRate: number; trickleSpeed: number; showSpinner: boolean };

export type ProgressBar = Pick<typeof NProgress, 'start' | 'done' | 'isStarted'>;

/**
 * nprogress's one bar, configured. Its other settings stay nprogress 0.2.0's defaults, as in Docusaurus
 * (easing `ease`, trickling on). nprogress 0.2.0 reads `trickleRate` (each trickle adds up to it);
 * @types/nprogress follows a later API without it.
 */
export function createProgressBar(settings: ProgressBarSettings): ProgressBar {
  return NProgress.configure(settings as Partial<typeof NProgress.settings>);
}
