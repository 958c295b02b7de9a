import { useState, type ReactNode } from 'react';
import { japanDay, type CouponView } from '@kurumatabi/contract';
import type { CouponInput } from '@kurumatabi/contract/host-rules';
import { Ban, Ticket } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Tag } from '@/components/ui/tag';
import { formatDateTime, formatYen } from '@/lib/format';
import {
  MARKETPLACE_COUPON_PAGE_SIZE,
  useCreateMarketplaceCoupon,
  useMarketplaceCoupons,
  useStopMarketplaceCoupon,
} from '../api/marketplace-coupons';
import { marketplaceCouponMessages as m } from '../coupon-messages';
import { refusalText } from '../refusal-text';
import { pageFromSearch } from '../verification-search';
import { LoadFailed, LoadingRows } from './console/query-states';

export const MARKETPLACE_COUPONS_PATH = '/operator/coupons';

/** What the page's coupon form gets: the send (its `done` clears the form), whether it is under way, and its refusal. */
export interface CouponFormSlot {
  submit: (coupon: CouponInput, done: () => void) => void;
  pending: boolean;
  error: unknown;
}

/** The coupons of one page of the list (the list is answered whole, at most COUPONS_MAX). */
export function pageOfCoupons<T>(items: readonly T[], page: number): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / MARKETPLACE_COUPON_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const from = (current - 1) * MARKETPLACE_COUPON_PAGE_SIZE;
  return { items: items.slice(from, from + MARKETPLACE_COUPON_PAGE_SIZE), page: current, totalPages };
}

const discountText = (coupon: CouponView) =>
  coupon.discount.kind === 'Percent' ? `${coupon.discount.percent}%OFF` : `${formatYen(coupon.discount.yen)}OFF`;

/**
 * `/operator/coupons`: the marketplace's coupons (good for every listing), a page at a time, each with its uses and
 * caps and 利用を停止 behind a confirmation; the form to create one is the page's (`createForm`). Both writes are
 * audited by the API.
 */
export function MarketplaceCoupons({ createForm, now = new Date() }: { createForm: (slot: CouponFormSlot) => ReactNode; now?: Date }) {
  const [params] = useSearchParams();
  const query = useMarketplaceCoupons();
  const create = useCreateMarketplaceCoupon();
  const [stopping, setStopping] = useState<CouponView | null>(null);
  const today = japanDay(now);

  const list = () => {
    if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
    if (!query.data) return <LoadingRows rows={3} />;
    if (query.data.items.length === 0)
      return <EmptyState icon={<Ticket aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;
    const shown = pageOfCoupons(query.data.items, pageFromSearch(params));
    return (
      <section aria-label={m.list} className="space-y-4">
        <p role="status" className="tabular text-sm text-ink-soft">
          {m.count(query.data.items.length)}
        </p>
        <ul className="space-y-3">
          {shown.items.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} today={today} onStop={() => setStopping(coupon)} />
            </li>
          ))}
        </ul>
        <Pagination
          page={shown.page}
          totalPages={shown.totalPages}
          hrefFor={(target) => (target > 1 ? `${MARKETPLACE_COUPONS_PATH}?page=${target}` : MARKETPLACE_COUPONS_PATH)}
          className="pt-2"
        />
      </section>
    );
  };

  return (
    <div className="space-y-8">
      {list()}
      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink">{m.create}</h2>
        {createForm({
          pending: create.isPending,
          error: create.isError ? create.error : null,
          submit: (coupon, done) =>
            create.mutate(coupon, {
              onSuccess: (created) => {
                toast.success(m.created(created.code));
                done();
              },
            }),
        })}
      </Card>
      {stopping && <StopDialog key={stopping.id} coupon={stopping} onClose={() => setStopping(null)} />}
    </div>
  );
}

function CouponCard({ coupon, today, onStop }: { coupon: CouponView; today: string; onStop: () => void }) {
  const status = coupon.stoppedAt ? m.stopped : coupon.expiresOn < today ? m.expired : m.active;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={coupon.code} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-bold break-all text-ink">{coupon.code}</span>
            <Tag tone="gold">{discountText(coupon)}</Tag>
            <Tag tone={coupon.stoppedAt ? 'danger' : status === m.expired ? 'warning' : 'success'}>{status}</Tag>
            {coupon.combinesWithLongStay && <Tag>{m.combines}</Tag>}
          </p>
          <dl className="tabular grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-ink-muted">{m.used}</dt>
            <dd className="text-ink">
              {m.usedOf(coupon.used, coupon.totalCap)}
              {coupon.perGuestCap !== null && `（${m.perGuest(coupon.perGuestCap)}）`}
            </dd>
            <dt className="text-ink-muted">{m.expiresOn}</dt>
            <dd className="text-ink">{coupon.expiresOn}</dd>
            <dt className="text-ink-muted">{m.minLength}</dt>
            <dd className="text-ink">{m.days(coupon.minLength)}</dd>
            <dt className="text-ink-muted">{m.stay}</dt>
            <dd className="text-ink">{coupon.stay ? `${coupon.stay.from}〜${coupon.stay.to}` : m.none}</dd>
            <dt className="text-ink-muted">{m.createdAt}</dt>
            <dd className="text-ink-soft">{formatDateTime(coupon.createdAt)}</dd>
            {coupon.stoppedAt && (
              <>
                <dt className="text-ink-muted">{m.stoppedAt}</dt>
                <dd className="text-ink-soft">{formatDateTime(coupon.stoppedAt)}</dd>
              </>
            )}
          </dl>
        </div>
        {!coupon.stoppedAt && (
          <Button size="sm" variant="danger" icon={<Ban className="size-4" aria-hidden />} onClick={onStop} className="shrink-0 self-start">
            {m.stop}
          </Button>
        )}
      </article>
    </Card>
  );
}

/** 利用を停止 asked once more: what it does, and that it cannot be undone. */
function StopDialog({ coupon, onClose }: { coupon: CouponView; onClose: () => void }) {
  const stop = useStopMarketplaceCoupon();
  const title = m.stopTitle(coupon.code);
  const close = () => !stop.isPending && onClose();
  return (
    <Dialog open onClose={close} label={title}>
      <h2 className="pr-8 text-xl font-bold">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.stopLead}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close} disabled={stop.isPending}>
          {m.cancel}
        </Button>
        <Button
          variant="danger"
          loading={stop.isPending}
          data-autofocus
          onClick={() =>
            stop.mutate(coupon.id, {
              onSuccess: () => {
                toast.success(m.stoppedDone(coupon.code));
                onClose();
              },
              onError: (error) => toast.error(refusalText(error, m.stopFailed)),
            })
          }
        >
          {m.stopConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
