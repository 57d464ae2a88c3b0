
/** Accessible loading indicator: role="status", named "Loading…". */
export function Spinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading…" className={className ?? 'spinner-wrap'}>
      <span className="spinner" aria-hidden="true" />
      {/* Text as well as the label: some screen readers only announce a status region's content. */}
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
