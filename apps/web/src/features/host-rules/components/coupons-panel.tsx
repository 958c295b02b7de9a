import { useState, type FormEvent } from 'react';
import { japanDay, type CouponView } from '@kurumatabi/contract';
import { couponInput, type CouponInput } from '@kurumatabi/contract/host-rules';
import { Ticket } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { formatYen } from '@/lib/format';
import { useCreateHostCoupon, useHostCoupons, useStopHostCoupon } from '../api/rules';
import { check, numberOf, refusalOf, type FieldErrors } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { DateField, NumberField } from './fields';

const m = hostRulesMessages.coupons;

const discountText = (coupon: Pick<CouponView, 'discount'>) =>
  coupon.discount.kind === 'Percent' ? `${coupon.discount.percent}%OFF` : `${formatYen(coupon.discount.yen)}OFF`;

/** クーポン: the host's coupons (good for all their listings), each with its use and a stop, and the form to create one. */
export function CouponsPanel({ now = new Date() }: { now?: Date }) {
  const query = useHostCoupons();
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
            <CouponRow key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      <CouponForm today={japanDay(now)} />
    </section>
  );
}

function CouponRow({ coupon }: { coupon: CouponView }) {
  const stop = useStopHostCoupon();
  const onStop = () => {
    if (!window.confirm(m.stopConfirm)) return;
    stop.mutate(coupon.id, { onError: (error) => toast.error(refusalOf(error).message) });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-4">
      <span className="font-mono text-base font-bold text-ink">{coupon.code}</span>
      <Tag>{discountText(coupon)}</Tag>
      <Tag>{coupon.stoppedAt ? m.stopped : m.active}</Tag>
      <span className="text-sm text-ink-soft">
        {m.until(coupon.expiresOn)}・{m.used(coupon.used)}
      </span>
      {!coupon.stoppedAt && (
        <Button size="sm" variant="danger" className="ml-auto" loading={stop.isPending} onClick={onStop}>
          {m.stop}
        </Button>
      )}
    </li>
  );
}

interface Draft {
  code: string;
  kind: 'Percent' | 'Yen';
  amount: number;
  minLength: number;
  stayFrom: string;
  stayTo: string;
  expiresOn: string;
  totalCap: string;
  perGuestCap: string;
  combinesWithLongStay: boolean;
}

const optionalCount = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** The form's draft as the contract's couponInput reads it. */
export function couponOf(draft: Draft): unknown {
  return {
    code: draft.code.trim(),
    discount: draft.kind === 'Percent' ? { kind: 'Percent', percent: draft.amount } : { kind: 'Yen', yen: draft.amount },
    minLength: draft.minLength,
    stay: draft.stayFrom || draft.stayTo ? { from: draft.stayFrom, to: draft.stayTo } : null,
    expiresOn: draft.expiresOn,
    totalCap: optionalCount(draft.totalCap),
    perGuestCap: optionalCount(draft.perGuestCap),
    combinesWithLongStay: draft.combinesWithLongStay,
  };
}

function CouponForm({ today }: { today: string }) {
  const create = useCreateHostCoupon();
  const blank: Draft = {
    code: '',
    kind: 'Percent',
    amount: 10,
    minLength: 1,
    stayFrom: '',
    stayTo: '',
    expiresOn: today,
    totalCap: '',
    perGuestCap: '',
    combinesWithLongStay: false,
  };
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const refusal = create.isError ? refusalOf(create.error) : null;
  const shown: FieldErrors = { ...(refusal ? prefixless(refusal.errors) : {}), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check(couponInput, couponOf(draft), '');
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.value satisfies CouponInput, {
      onSuccess: () => {
        toast.success(m.created);
        setDraft(blank);
      },
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.create}>
        <h3 className="text-base font-bold text-ink">{m.create}</h3>
        {refusal && <Alert tone="error">{refusal.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.code} value={draft.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })} error={shown.code} />
          <SelectField
            label={m.discountKind}
            options={[
              { value: 'Percent', label: m.kindPercent },
              { value: 'Yen', label: m.kindYen },
            ]}
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value === 'Yen' ? 'Yen' : 'Percent' })}
            error={shown.discount}
          />
          <NumberField
            label={draft.kind === 'Percent' ? m.kindPercent : m.kindYen}
            value={draft.amount}
            onChange={(amount) => set({ amount })}
            error={shown['discount.percent'] ?? shown['discount.yen']}
          />
          <NumberField label={m.minLength} value={draft.minLength} onChange={(minLength) => set({ minLength })} error={shown.minLength} />
          <DateField
            label={m.stayFrom}
            value={draft.stayFrom}
            onChange={(stayFrom) => set({ stayFrom })}
            error={shown['stay.from'] ?? shown.stay}
          />
          <DateField label={m.stayTo} value={draft.stayTo} onChange={(stayTo) => set({ stayTo })} error={shown['stay.to']} />
          <DateField label={m.expiresOn} value={draft.expiresOn} onChange={(expiresOn) => set({ expiresOn })} error={shown.expiresOn} />
          <TextField
            label={m.totalCap}
            type="number"
            inputMode="numeric"
            value={draft.totalCap}
            onChange={(e) => set({ totalCap: e.target.value })}
            error={shown.totalCap}
          />
          <TextField
            label={m.perGuestCap}
            type="number"
            inputMode="numeric"
            value={draft.perGuestCap}
            onChange={(e) => set({ perGuestCap: e.target.value })}
            error={shown.perGuestCap}
          />
        </div>
        <Checkbox checked={draft.combinesWithLongStay} onChange={(e) => set({ combinesWithLongStay: e.target.checked })}>
          {m.combines}
        </Checkbox>
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending}>
            {m.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The API names a coupon's fields under `coupon.` (its input is `{ coupon }`); the form's own are bare. */
function prefixless(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^coupon\./, ''), message]));
}
