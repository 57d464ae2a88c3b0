import styles from './Navbar.module.css';

/** Where the navbar's search lives. Local search arrives in a later issue; until then the slot is empty. */
export function SearchSlot() {
  return <div className={styles.searchSlot} data-search-slot="" />;
}
