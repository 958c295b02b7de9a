import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Dialog } from '@/components/ui/dialog';
import { PageHeading } from '@/components/ui/page-heading';
import { todayInTokyo } from '@/lib/date-range';
import { useDocumentTitle } from '@/lib/document-title';
import { findServerElement, useServerMarkupScope } from '@/lib/server-markup';
import { isHydrating } from '@/lib/session';
import { useCarSearch } from '../../api/list-car';
import { useSpotSearch } from '../../api/list-spot';
import { listingMessages as m } from '../../messages';
import {
  activeFilterCount,
  carSearchInput,
  listingContextOf,
  parseSearch,
  searchHref,
  serializeSearch,
  spotSearchInput,
  type SearchFilters,
  type SearchTarget,
} from '../../search-params';
import { CarCard, SpotCard } from '../listing-card';
import { FilterForm } from './filter-form';
import { FilterButton, SearchResults } from './search-results';

/** How many result cards load their photo at once (the rest lazily): the first row or two. */
const EAGER_CARDS = 3;

/**
 * search-rv, search-rental and search-spot: the conditions in the URL (a sidebar on a desktop, a
 * bottom sheet on a phone), the count, the sort, the cards and the pages.
 */
export function SearchPage({ target }: { target: SearchTarget }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [today] = useState(() => todayInTokyo());
  const filters = useMemo(() => parseSearch(params, target, today), [params, target, today]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const copy = m.search[target];
  useDocumentTitle(copy.title);

  const hrefFor = (patch: Partial<SearchFilters>) => searchHref(target, { ...filters, ...patch });
  const apply = (next: SearchFilters) => {
    setSheetOpen(false);
    void navigate(searchHref(target, { ...next, sort: filters.sort, page: 1 }));
  };
  const results = {
    target,
    filters,
    hrefFor,
    onSortChange: (sort: SearchFilters['sort']) => void navigate(hrefFor({ sort, page: 1 })),
    filterButton: <FilterButton count={activeFilterCount(filters)} onClick={() => setSheetOpen(true)} />,
  };
  // The form starts again from the URL whenever the URL changes (a search, the back button).
  const formKey = serializeSearch(filters, target);

  return (
    <Container className="py-6 sm:py-10">
      <PageHeading eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mt-6 lg:mt-10 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block">
          <Sidebar>
            <FilterForm key={formKey} target={target} filters={filters} today={today} onApply={apply} />
          </Sidebar>
        </aside>
        <div className="min-w-0">{target === 'spot' ? <SpotResults {...results} /> : <CarResults {...results} target={target} />}</div>
      </div>
      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        label={m.filterPanel}
        className="max-lg:mt-auto max-lg:mb-0 max-lg:max-h-[88dvh] max-lg:w-full max-lg:max-w-none max-lg:rounded-b-none lg:hidden"
      >
        <h2 className="pr-10 text-lg font-bold">{m.filterPanel}</h2>
        {sheetOpen && (
          <div className="mt-5">
            <FilterForm target={target} filters={filters} today={today} onApply={apply} />
          </div>
        )}
      </Dialog>
    </Container>
  );
}

type ResultsProps = Omit<Parameters<typeof SearchResults>[0], 'query' | 'renderCard'>;

function CarResults(props: ResultsProps & { target: 'rv' | 'rental' }) {
  const query = useCarSearch(carSearchInput(props.target, props.filters));
  // The cards take the search's dates and people to the car's page (ADR 0035).
  const context = listingContextOf(props.filters);
  return (
    <SearchResults
      {...props}
      query={query}
      renderCard={(car, index) => <CarCard car={car} eager={index < EAGER_CARDS} context={context} />}
    />
  );
}

function SpotResults(props: ResultsProps) {
  const query = useSpotSearch(spotSearchInput(props.filters));
  const context = listingContextOf(props.filters);
  return (
    <SearchResults
      {...props}
      query={query}
      renderCard={(spot, index) => <SpotCard spot={spot} eager={index < EAGER_CARDS} context={context} />}
    />
  );
}

/** Tailwind's `lg`: from here the conditions are a sidebar; below, the sidebar is hidden and the bottom sheet has them. */
const WIDE = '(min-width: 64rem)';
const SIDEBAR_CLASS =
  'sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-(--radius-card) border border-line bg-surface p-5 [scrollbar-width:thin]';

/**
 * The sidebar's conditions. On a phone the sidebar is hidden (the bottom sheet renders its own form
 * when opened), so a server-rendered page keeps the server's markup there as it is (when it hydrates,
 * and when its deferred screen is rendered on the reader's first gesture) instead of rendering a form nobody sees (its select of places, its chips, and the master lists it requests and
 * renders again when they come: ADR 0030, fourth pass); the form is rendered if the window grows to
 * the sidebar's width. Rendered in the browser, or on a wide window, it is the form.
 */
function Sidebar({ children }: { children: ReactNode }) {
  const scope = useServerMarkupScope();
  const [staticHtml, setStaticHtml] = useState<string | null>(() => {
    if (!(isHydrating() || scope) || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches) return null;
    return findServerElement(scope, '[data-filter-sidebar]')?.innerHTML ?? null;
  });
  useEffect(() => {
    if (staticHtml === null) return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && setStaticHtml(null);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [staticHtml]);
  if (staticHtml !== null) return <div data-filter-sidebar className={SIDEBAR_CLASS} dangerouslySetInnerHTML={{ __html: staticHtml }} />;
  return (
    <div data-filter-sidebar className={SIDEBAR_CLASS}>
      {children}
    </div>
  );
}
