import { useState } from 'react';
import { japanDay, type CouponView } from '@kurumatabi/contract';
import { Pencil, Ticket } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { formatYen } from '@/lib/format';
import { useCreateHostCoupon, useHostCoupons, useStopHostCoupon, useUpdateHostCoupon } from '../api/rules';
import { refusalOf } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { blankCoupon, CouponForm, draftOf } from './coupon-form';

const m = hostRulesMessages.coupons;

/** 「10%OFF」, 「¥1,000OFF」. */
export const couponDiscountText = (coupon: Pick<CouponView, 'discount'>) =>
  coupon.discount.kind === 'Percent' ? `${coupon.discount.percent}%OFF` : `${formatYen(coupon.discount.yen)}OFF`;

/** クーポン: the host's coupons (good for all their listings), each with its uses, an edit and a stop, and the form to create one. */
export function CouponsPanel({ now = new Date() }: { now?: Date }) {
  const query = useHostCoupons();
  const [editing, setEditing] = useState<CouponView | null>(null);
  return (
    <section aria-labelledby="coupons-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="coupons-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Ticket className="size-5 text-gold" aria-hidden />
          {m.title}
        </h2>
        <p className="text-sm text-ink-soft">{m.lead}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={hostRulesMessages.loading}>
          <Skeleton className="h-32" />
        </div>
      ) : query.isError || !query.data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostRulesMessages.retry}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<Ticket className="size-6" aria-hidden />} title={m.empty} />
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} onEdit={() => setEditing(coupon)} />
          ))}
        </ul>
      )}
      <NewCoupon today={japanDay(now)} />
      {editing && <EditCouponDialog key={editing.id} coupon={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function CouponRow({ coupon, onEdit }: { coupon: CouponView; onEdit: () => void }) {
  const stop = useStopHostCoupon();
  const onStop = () => {
    if (!window.confirm(m.stopConfirm)) return;
    stop.mutate(coupon.id, { onError: (error) => toast.error(refusalOf(error).message) });
  };
  return (
    <li aria-label={coupon.code} className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-4">
      <span className="font-mono text-base font-bold text-ink">{coupon.code}</span>
      <Tag>{couponDiscountText(coupon)}</Tag>
      <Tag>{coupon.stoppedAt ? m.stopped : m.active}</Tag>
      <span className="text-sm text-ink-soft">
        {m.until(coupon.expiresOn)}・{m.used(coupon.used)}
      </span>
      {coupon.stoppedAt ? (
        <span className="ml-auto text-sm text-ink-muted">{m.stoppedNoEdit}</span>
      ) : (
        <div className="ml-auto flex flex-wrap gap-2">
          <Button size="sm" variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
            {m.edit}
          </Button>
          <Button size="sm" variant="danger" loading={stop.isPending} onClick={onStop}>
            {m.stop}
          </Button>
        </div>
      )}
    </li>
  );
}

function NewCoupon({ today }: { today: string }) {
  const create = useCreateHostCoupon();
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h3 className="text-base font-bold text-ink">{m.create}</h3>
      <CouponForm
        initial={blankCoupon(today)}
        label={m.create}
        submitLabel={m.create}
        pending={create.isPending}
        refusal={create.isError ? refusalOf(create.error) : null}
        onSubmit={(coupon, done) =>
          create.mutate(coupon, {
            onSuccess: () => {
              toast.success(m.created);
              done();
            },
          })
        }
      />
    </Card>
  );
}

/** 編集: the coupon's whole fields with its uses so far; a coupon stopped meanwhile is refused by the API (its words shown). */
function EditCouponDialog({ coupon, onClose }: { coupon: CouponView; onClose: () => void }) {
  const update = useUpdateHostCoupon();
  const title = m.editTitle(coupon.code);
  return (
    <Dialog open onClose={() => !update.isPending && onClose()} label={title} className="w-[min(100%-1.5rem,40rem)]">
      <div className="space-y-4">
        <div className="space-y-1 pr-8">
          <h2 className="text-xl font-bold text-ink">{title}</h2>
          <p className="text-sm text-ink-soft">{m.editLead}</p>
          <p className="text-sm font-bold text-ink" data-testid="coupon-uses">
            {m.usedSoFar(coupon.used)}
          </p>
        </div>
        <CouponForm
          initial={draftOf(coupon)}
          label={title}
          submitLabel={m.editSave}
          pending={update.isPending}
          refusal={update.isError ? refusalOf(update.error) : null}
          onCancel={onClose}
          onSubmit={(input) =>
            update.mutate(
              { couponId: coupon.id, coupon: input },
              {
                onSuccess: () => {
                  toast.success(m.edited);
                  onClose();
                },
              },
            )
          }
        />
      </div>
    </Dialog>
  );
}
