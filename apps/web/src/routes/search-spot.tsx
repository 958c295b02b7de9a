import { SearchPage } from '@/features/listings/components/search/search-page';

/** `/search-spot`: the spot search (filters in the URL). */
export function Component() {
  return <SearchPage target="spot" />;
}
