/** The Textwidget mark: a text cursor in a rounded frame. Decorative next to the site title. */
export function Logo({ className, title }: { className?: string; title?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect x="2" y="4" width="28" height="24" rx="5" fill="var(--color-primary)" />
      <path d="M9 11h9M9 16h14M9 21h6" stroke="var(--color-on-primary)" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M20 18v6" stroke="var(--color-on-primary)" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
