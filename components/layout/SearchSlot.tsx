import { SearchIcon } from '@/components/icons/Icons';
import { SearchButton } from '@/components/search/SearchButton';

/** The navbar's search slot: a button (and Ctrl+K, ⌘+K, "/") that opens local full-text search. */
export function SearchSlot() {
  return <SearchButton icon={<SearchIcon />} />;
}
