import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChevronRight, Eye, MapPin, Star, UserRound } from 'lucide-react';
import { Link } from '@/components/link';
import type { ListingHost } from '@kurumatabi/contract';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useSignedInAction } from '@/lib/signed-in-action';
import type { ListingTarget } from '../../api/keys';
import { yearMonthOf } from '../../format';
import { sharedListingMessages as m } from '../../shared-messages';
import { detailMessages } from './detail-messages';

/** A titled part of a detail page. */
export function Section({ title, children, className, id }: { title: string; children: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} className={cx('scroll-mt-24 border-t border-line pt-8', className)}>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label–value rows (specs, prices), two columns from `sm`. */
export function FactList({ rows, columns = 2 }: { rows: { label: string; value: ReactNode }[]; columns?: 1 | 2 }) {
  return (
    <dl className={cx('grid gap-x-8', columns === 2 && 'sm:grid-cols-2')}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 border-b border-line/60 py-2.5 text-sm">
          <dt className="shrink-0 text-ink-soft">{row.label}</dt>
          <dd className="tabular text-right font-bold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The owner's banner on their own listing that the public cannot see yet. */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-(--radius-card) border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
      <Eye className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div>
        <p className="font-bold text-ink">{text}</p>
        <p className="text-ink-soft">{detailMessages.previewBody}</p>
      </div>
    </div>
  );
}

/** Where the listing sits in the site: its search, then its prefecture's search. */
export function Breadcrumbs({ items }: { items: { label: string; to: string }[] }) {
  return (
    <nav aria-label={detailMessages.breadcrumb} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {items.map((item, i) => (
          <li key={item.to} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5" aria-hidden />}
            <Link to={item.to} className="hover:text-gold-bright">
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Title, place, tags and rating under the gallery. */
export function ListingHeading({
  title,
  place,
  tags,
  rating,
  heart,
}: {
  title: string;
  place: string;
  tags: ReactNode;
  rating: { average: number; count: number } | null;
  heart: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap gap-1.5">{tags}</div>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {heart}
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-soft">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-gold" aria-hidden />
          {place}
        </span>
        {rating && (
          <a
            href={`#${REVIEWS_ANCHOR}`}
            className="tabular inline-flex items-center gap-1 hover:text-gold-bright"
            aria-label={m.card.rating(rating.average, rating.count)}
          >
            <Star className="size-4 text-gold" fill="currentColor" aria-hidden />
            <span aria-hidden>
              {rating.average.toFixed(1)}（{rating.count}）
            </span>
          </a>
        )}
      </p>
    </header>
  );
}

/** A listing's own text, with its line breaks. */
export function Description({ text }: { text: string }) {
  return text ? <p className="leading-loose whitespace-pre-line text-ink-soft">{text}</p> : null;
}

/** Where a detail page shows the conversations feature's ask button: under the host's card, or in the booking panel (desktop). */
export type AskHostSlot = (placement: 'host' | 'aside') => ReactNode;

/**
 * The page's reviews (the reviews feature): the section with the summary and latest reviews, and
 * the host's rating for the host's card. Shown on a listed listing only.
 */
export interface ReviewSlots {
  section: ReactNode;
  hostRating: ReactNode;
}

/** Where the detail page's reviews start (the heading's rating links here). */
export const REVIEWS_ANCHOR = 'reviews';

/** Who lists it, and since when. */
export function HostCard({ host, target, rating }: { host: ListingHost; target: ListingTarget; rating?: ReactNode }) {
  const since = yearMonthOf(host.memberSince);
  return (
    <div className="flex items-center gap-4 rounded-(--radius-card) border border-line bg-surface p-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brown/40 text-lg font-bold text-ink">
        {host.name.slice(0, 1) || <UserRound className="size-6" aria-hidden />}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-[0.12em] text-gold">{detailMessages.host[target === 'car' ? 'car' : 'spot']}</p>
        <p className="truncate font-bold text-ink">{host.name}</p>
        <p className="text-sm text-ink-muted">{detailMessages.memberSince(since.year, since.month)}</p>
        {rating}
      </div>
    </div>
  );
}

/** The reserve button: a real link to the reservation page, or why there is none. */
export function ReserveAction({ href, listed, isOwner }: { href: string; listed: boolean; isOwner: boolean }) {
  const signedIn = useSignedInAction();
  const navigate = useNavigate();
  if (!listed) return <p className="text-center text-sm text-ink-muted">{detailMessages.reserveUnavailable}</p>;
  if (isOwner) return <p className="text-center text-sm text-ink-muted">{detailMessages.ownListing}</p>;
  // A visitor gets the sign-in dialog over this page, where they are, and comes to the form once signed in
  // (ADR 0035); a press with a modifier (a new tab) stays the browser's.
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    signedIn(() => void navigate(href), href);
  };
  return (
    <LinkButton to={href} size="lg" fullWidth onClick={press}>
      {detailMessages.reserve}
    </LinkButton>
  );
}

/** A detail page while it loads: the gallery's and the text's shapes. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
      <div>
        <Skeleton className="aspect-[4/3] w-full rounded-(--radius-card)" />
        <Skeleton className="mt-6 h-6 w-24 rounded-full" />
        <Skeleton className="mt-3 h-9 w-3/4" />
        <Skeleton className="mt-3 h-5 w-40" />
        <SkeletonText lines={4} className="mt-8" />
      </div>
      <Skeleton className="mt-8 hidden h-64 w-full rounded-(--radius-card) lg:mt-0 lg:block" />
    </div>
  );
}

/** On a phone: the price and the reserve button stay at the bottom of the screen while the page scrolls. */
export function MobileBookingBar({ price, action }: { price: ReactNode; action: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-30 -mx-5 mt-10 flex items-center gap-4 border-t border-line bg-canvas/95 px-5 py-3 backdrop-blur-md sm:-mx-8 sm:px-8 lg:hidden">
      <div className="shrink-0">{price}</div>
      <div className="min-w-0 flex-1">{action}</div>
    </div>
  );
}

const IncompletePreview = lazy(async () => ({ default: (await import('./detail-states')).IncompletePreview }));
const ReadFailed = lazy(async () => ({ default: (await import('../read-failed')).ReadFailed }));

/** A detail page's owner's draft with nothing to preview (`editHref`), or its read that failed: their code comes when shown. */
export function RareState({
  state,
  editHref = '',
}: {
  state: { status: 'incomplete' } | { status: 'error'; retry: () => void };
  editHref?: string;
}) {
  return (
    <Suspense fallback={<DetailSkeleton />}>
      {state.status === 'error' ? (
        <ReadFailed message={detailMessages.loadFailed} retry={state.retry} />
      ) : (
        <IncompletePreview editHref={editHref} />
      )}
    </Suspense>
  );
}
