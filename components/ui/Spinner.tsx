import styles from './Spinner.module.css';

/** Accessible loading indicator: role="status", named "Loading…". */
export function Spinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading…" className={className ?? styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
