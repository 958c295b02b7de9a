import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { holdHydrationFor } from '@/app/hold-hydration';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { todayInTokyo } from '@/lib/calendar-day';
import { useDocumentTitle } from '@/lib/document-title';
import { isHydrating } from '@/lib/session';
import { useCarSearch } from '../../api/list-car';
import { useSpotSearch } from '../../api/list-spot';
import { listingMessages as m } from '../../messages';
import {
  activeFilterCount,
  carSearchInput,
  parseSearch,
  searchHref,
  serializeSearch,
  spotSearchInput,
  type SearchFilters,
  type SearchTarget,
} from '../../search-params';
import { listingContextOf } from '../../listing-links';
import { CarCard, SpotCard } from '../listing-card';
import type { FilterFormProps } from './filter-form';
import { FilterButton, SearchResults } from './search-results';

/** How many result cards load their photo at once (the rest lazily): the first row or two. */
const EAGER_CARDS = 3;

/**
 * The conditions' form is not part of a phone's first load (ADR 0056): the sidebar that shows it is
 * hidden there, and the bottom sheet fetches it when its button is pressed. On a wide window the
 * screen's module fetches it and the page waits for it before hydrating (app/hold-hydration.ts), so the
 * sidebar's form hydrates with the page and takes what is typed or chosen at once.
 */
let loadedForm: ComponentType<FilterFormProps> | null = null;
const loadFilterForm = () => import('./filter-form').then((module) => (loadedForm = module.FilterForm));
const LazyFilterForm = lazy(async () => ({ default: await loadFilterForm() }));

// A wide window shows the sidebar's form: fetched with the screen, and hydrated with it.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 64rem)').matches)
  holdHydrationFor(loadFilterForm());

/** The sidebar's form: rendered at once when its code is here (a hydrating wide window), else when it comes. */
function SidebarForm(props: FilterFormProps) {
  const Loaded = loadedForm ?? LazyFilterForm;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <Loaded {...props} />
    </Suspense>
  );
}

const FilterSheet = lazy(async () => ({ default: (await import('./filter-sheet')).FilterSheet }));

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
  // Mounted from the first press on, so that closing the sheet keeps its code and its dialog.
  const [sheetWanted, setSheetWanted] = useState(false);
  const copy = m.search[target];
  useDocumentTitle(copy.title);

  const apply = (next: SearchFilters) => {
    setSheetOpen(false);
    void navigate(searchHref(target, { ...next, sort: filters.sort, page: 1 }));
  };
  const results = {
    target,
    filters,
    onSortChange: (sort: SearchFilters['sort']) => void navigate(searchHref(target, { ...filters, sort, page: 1 })),
    filterButton: (
      <FilterButton
        count={activeFilterCount(filters)}
        onClick={() => {
          setSheetWanted(true);
          setSheetOpen(true);
        }}
      />
    ),
  };
  // The form starts again from the URL whenever the URL changes (a search, the back button).
  const formKey = serializeSearch(filters, target);

  return (
    <Container className="py-6 sm:py-10">
      <PageHeading eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mt-6 lg:mt-10 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block">
          <Sidebar>
            <SidebarForm key={formKey} target={target} filters={filters} today={today} onApply={apply} />
          </Sidebar>
        </aside>
        <div className="min-w-0">{target === 'spot' ? <SpotResults {...results} /> : <CarResults {...results} target={target} />}</div>
      </div>
      {sheetWanted && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            target={target}
            filters={filters}
            today={today}
            onApply={apply}
          />
        </Suspense>
      )}
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
 * when opened), so a server-rendered page keeps the server's markup there as it is when it hydrates,
 * instead of fetching and rendering a form nobody sees (its select of places, its chips, and the master
 * lists it requests: ADR 0030, 0056); the form is rendered if the window grows to the sidebar's width.
 * Rendered in the browser, or on a wide window, it is the form.
 */
function Sidebar({ children }: { children: ReactNode }) {
  const [staticHtml, setStaticHtml] = useState<string | null>(() => {
    if (!isHydrating() || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches) return null;
    return document.querySelector('[data-filter-sidebar]')?.innerHTML ?? null;
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

/** The form's place while its code comes (a window that grew to the sidebar's width, a page rendered in the browser). */
function FormSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-4">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
