import { ArrowLeft, CalendarX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { reserveMessages as m } from '../../messages';

/** The reserve page while the listing loads: the calendar's and the quote's shapes. */
export function ReserveFormSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="space-y-4">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="mt-8 h-72 w-full rounded-(--radius-card) lg:mt-0" />
      </div>
    </div>
  );
}

/** The listing could not be loaded: say so, with a retry. */
export function ReserveListingFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{m.form.listingFailed}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {m.retry}
      </Button>
    </Alert>
  );
}

/** The listing exists but cannot be reserved by this user (their own, or not listed now): why, and the way back. */
export function NotBookable({ reason, backHref, backLabel }: { reason: 'own' | 'unlisted'; backHref: string; backLabel: string }) {
  return (
    <EmptyState
      icon={<CalendarX aria-hidden />}
      title={reason === 'own' ? m.form.ownListing : m.form.notListed}
      titleAs="h2"
      action={
        <LinkButton to={backHref} variant="outline" icon={<ArrowLeft className="size-4" aria-hidden />}>
          {backLabel}
        </LinkButton>
      }
    />
  );
}
