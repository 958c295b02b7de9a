import { useState } from 'react';
import { Caravan, MapPinned, MessagesSquare, SearchX } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useUserQuery } from '@/lib/user-query';
import { useOwnedListings } from '../../api/owned-listings';
import { INQUIRY_PAGE_SIZE, unreadTotalsQuery, useInquiryList } from '../../api/show-inquiries';
import {
  inquirySearchFrom,
  inquirySearchParams,
  isNarrowed,
  listPathOf,
  tabOf,
  withTab,
  type InquiryScope,
  type InquirySearch,
  type InquiryTab,
} from '../../inquiry-search';
import { inquiryMessages } from '../../messages';
import { toInquiryRow } from '../../view-models';
import { InquiryRow } from './inquiry-row';
import { InquirySearchForm } from './inquiry-search-form';

const m = inquiryMessages.list;
const s = inquiryMessages.search;
const TABS: InquiryTab[] = ['all', 'unread', 'open', 'closed'];

/**
 * マイページ › お問い合わせ (the guest's threads) and the host's lists of their cars' or spots'
 * threads: unread first, the unread count, the state tabs, a search by words, name and listing,
 * pages — all in the URL — and what to do when there is nothing yet.
 */
export function InquiryList({ scope }: { scope: InquiryScope }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = inquirySearchFrom(params);
  const query = useInquiryList(scope, search);
  const unread = useUserQuery(unreadTotalsQuery);
  const listings = useOwnedListings(scope === 'guest' ? null : scope);
  const [now] = useState(() => new Date());
  const path = listPathOf(scope);

  const hrefOf = (next: InquirySearch) => {
    const query = inquirySearchParams(next).toString();
    return query ? `${path}?${query}` : path;
  };
  const go = (next: InquirySearch) => void navigate(hrefOf(next), { preventScrollReset: true });
  const cleared: InquirySearch = { text: '', counterpart: '', state: undefined, unreadOnly: false, listingId: null, page: 1 };

  const unreadHere = unread.data
    ? scope === 'guest'
      ? unread.data.asGuest
      : unread.data.byTargetKind[scope === 'car' ? 'Car' : 'Spot']
    : 0;
  const tab = tabOf(search);
  const data = query.data;
  const listingTitle = search.listingId
    ? (listings.data?.find((l) => l.id === search.listingId)?.title ??
      data?.items.find((i) => i.listing.id === search.listingId)?.listing.title ??
      null)
    : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={s.tabs} className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
          <ul className="inline-flex gap-1 rounded-full border border-line bg-surface p-1">
            {TABS.map((key) => (
              <li key={key}>
                <Link
                  to={hrefOf(withTab(search, key))}
                  preventScrollReset
                  aria-current={key === tab ? 'page' : undefined}
                  className={cx(
                    'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                    key === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
                  )}
                >
                  {s.tab[key]}
                  {key === 'unread' && unreadHere > 0 && (
                    <span
                      className={cx(
                        'tabular rounded-full px-1.5 text-xs leading-5',
                        key === tab ? 'bg-canvas/20 text-canvas' : 'bg-gold text-canvas',
                      )}
                    >
                      {unreadHere}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {unreadHere > 0 && (
          <p role="status" className="tabular text-sm font-bold text-gold" data-testid="unread-total">
            {m.unreadTotal(unreadHere)}
          </p>
        )}
      </div>

      <InquirySearchForm
        search={search}
        listings={scope === 'guest' ? null : (listings.data ?? [])}
        onSearch={(fields) => go({ ...search, ...fields, page: 1 })}
        onClear={() => go({ ...cleared, state: search.state, unreadOnly: search.unreadOnly })}
      />
      {scope === 'guest' && search.listingId && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full border border-gold/50 bg-gold/10 px-3 py-1 font-bold text-gold-bright">
            {listingTitle ? s.listingChip(listingTitle) : s.listingChipUnknown}
          </span>
          <Link to={hrefOf({ ...search, listingId: null, page: 1 })} className="text-ink-soft underline-offset-2 hover:underline">
            {s.removeListing}
          </Link>
        </p>
      )}

      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {inquiryMessages.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={inquiryMessages.loading} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-(--radius-card)" />
          ))}
        </div>
      ) : data.total === 0 ? (
        isNarrowed(search) ? (
          <EmptyState
            icon={<SearchX aria-hidden />}
            title={m.searchEmptyTitle}
            titleAs="h2"
            message={m.searchEmptyBody}
            action={
              <LinkButton to={path} variant="outline">
                {m.clearSearch}
              </LinkButton>
            }
          />
        ) : (
          <EmptyState
            icon={<MessagesSquare aria-hidden />}
            title={m.emptyTitle[scope]}
            titleAs="h2"
            message={m.emptyBody[scope]}
            action={
              scope === 'guest' ? (
                <>
                  <LinkButton to="/search-rv" variant="outline" icon={<Caravan className="size-4" aria-hidden />}>
                    {m.findCars}
                  </LinkButton>
                  <LinkButton to="/search-spot" variant="outline" icon={<MapPinned className="size-4" aria-hidden />}>
                    {m.findSpots}
                  </LinkButton>
                </>
              ) : (
                <LinkButton to={scope === 'car' ? '/mypage/cars/manage' : '/mypage/spots/manage'} variant="outline">
                  {m.toManage[scope]}
                </LinkButton>
              )
            }
          />
        )
      ) : (
        <section aria-label={s.tab[tab]} className="space-y-4">
          <p className="tabular text-sm text-ink-soft">{m.count(data.total)}</p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {data.items.map((summary) => (
              <li key={summary.id}>
                <InquiryRow inquiry={toInquiryRow(summary)} now={now} />
              </li>
            ))}
          </ul>
          <Pagination
            page={search.page}
            totalPages={Math.max(1, Math.ceil(data.total / INQUIRY_PAGE_SIZE))}
            hrefFor={(page) => hrefOf({ ...search, page })}
            className="pt-2"
          />
        </section>
      )}
    </div>
  );
}
