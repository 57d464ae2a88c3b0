import { SearchIcon } from '@/components/icons/Icons';
import { SearchButton } from '@/components/search/SearchButton';
import { Link } from '@/components/ui/Link';

/**
 * The navbar's search slot: a button (and Ctrl+K, ⌘+K, "/") that opens local full-text search.
 * Without JavaScript the button cannot open anything: a link to the /search page stands in for it
 * (SearchButton.css shows one or the other).
 */
export function SearchSlot() {
  return (
    <>
      <SearchButton>
        <SearchIcon />
        <span className="search-button__label">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          {/* Which one shows is decided before paint by the shortcut hint head script (html[data-apple-keys]). */}
          <kbd className="search-button__ctrl">Ctrl</kbd>
          <kbd className="search-button__cmd">⌘</kbd>
          <kbd>K</kbd>
        </span>
      </SearchButton>
      <Link href="/search" className="search-button search-button--no-script">
        <SearchIcon />
        <span className="search-button__label">Search</span>
      </Link>
    </>
  );
}
