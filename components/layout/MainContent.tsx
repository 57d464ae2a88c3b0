import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/**
 * The page's <main>: what the skip link jumps to (focusable from script only). Each layout
 * renders its own, so the docs sidebar, like the navbar and footer, stays outside it.
 * (No clsx: this also ships in the crash boundaries' first-load chunk.)
 */
export function MainContent({ className, ...props }: React.ComponentProps<'main'>) {
  return <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ? `main-content ${className}` : 'main-content'} {...props} />;
}
