import { SearchIcon } from '@/components/icons/Icons';
import { SearchButton } from '@/components/search/SearchButton';
import { Link } from '@/components/ui/Link';

/**
 * The navbar's search slot: a button (and Ctrl+K, ⌘+K, "/") that opens local full-text search.
 * Until the button's script runs (without JavaScript, or on a slow network before hydration) a link
 * to the /search page that looks the same stands in for it, so a click is never lost
 * (SearchButton.css shows one or the other).
 */
export function SearchSlot() {
  const content = (
    <>
      <SearchIcon />
      <span className="search-button__label">Search</span>
      <span className="search-button__keys" aria-hidden="true">
        {/* Which one shows is decided before paint by the shortcut hint head script (html[data-apple-keys]). */}
        <kbd className="search-button__ctrl">Ctrl</kbd>
        <kbd className="search-button__cmd">⌘</kbd>
        <kbd>K</kbd>
      </span>
    </>
  );
  return (
    <>
      <SearchButton>{content}</SearchButton>
      <Link href="/search" className="search-button search-button--no-script">
        {content}
      </Link>
    </>
  );
}
