import { SearchPage } from '@/features/listings/components/search/search-page';

/** `/search-rental`: the rental car search (RentalCar; filters in the URL). */
export function Component() {
  return <SearchPage target="rental" />;
}
