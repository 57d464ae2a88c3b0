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
      <SearchButton icon={<SearchIcon />} />
      <Link href="/search" className="search-button search-button--no-script">
        <SearchIcon />
        <span className="search-button__label">Search</span>
      </Link>
    </>
  );
}
