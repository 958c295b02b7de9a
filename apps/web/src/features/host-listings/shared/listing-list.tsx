import { useEffect, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { listingMessages as m } from '../messages';

interface ListingListProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    data: { items: T[]; total: number } | undefined;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  renderRow: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  newHref: string;
  newLabel: string;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyBody: string;
  /** The toast of a failed load (spec §8: 車両一覧の取得に失敗しました) and the error state's text. */
  loadFailedToast: string;
  loadFailed: string;
  toastId: string;
}

/** The owner's listings, paged by offset: the new-listing button, rows, the empty and error states. */
export function ListingList<T>(props: ListingListProps<T>) {
  const { query, page, pageSize } = props;
  useEffect(() => {
    if (query.isError) toast.error(props.loadFailedToast, { toastId: props.toastId });
  }, [query.isError, props.loadFailedToast, props.toastId]);

  const newButton = (
    <LinkButton to={props.newHref} icon={<Plus className="size-4" aria-hidden />}>
      {props.newLabel}
    </LinkButton>
  );

  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !query.data) {
    return (
      <Alert tone="error">
        <p>{props.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return <EmptyState icon={props.emptyIcon} title={props.emptyTitle} message={props.emptyBody} action={newButton} titleAs="h2" />;
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="tabular text-sm text-ink-soft">
          {m.count(total)}
        </p>
        {newButton}
      </div>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {items.map((item) => (
          <li key={props.keyOf(item)}>{props.renderRow(item)}</li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pages} hrefFor={props.hrefForPage} className="pt-2" />
    </section>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-4 p-4 sm:grid-cols-[10rem_1fr] sm:p-5 lg:grid-cols-[12rem_1fr]">
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="space-y-2.5">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}
