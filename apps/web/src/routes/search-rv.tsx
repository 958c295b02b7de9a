import { SearchPage } from '@/features/listings/components/search/search-page';

/** `/search-rv`: the car share search (CarShare; filters in the URL). */
export function Component() {
  return <SearchPage target="rv" />;
}
