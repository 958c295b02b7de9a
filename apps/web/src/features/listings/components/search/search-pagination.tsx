import { Pagination } from '@/components/ui/pagination';
import { searchHref, type SearchFilters, type SearchTarget } from '../../search-params';

/** The pages of a search's results, each a link to the same search on that page. */
export function SearchPagination({ target, filters, pages }: { target: SearchTarget; filters: SearchFilters; pages: number }) {
  return (
    <Pagination page={filters.page} totalPages={pages} hrefFor={(page) => searchHref(target, { ...filters, page })} className="mt-10" />
  );
}
