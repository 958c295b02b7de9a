import { useState, type FormEvent } from 'react';
import type { CouponView } from '@kurumatabi/contract';
import { couponInput, type CouponInput } from '@kurumatabi/contract/host-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { check, numberOf, type FieldErrors } from '../form-errors';
import { hostRulesMessages } from '../messages';
import { DateField, NumberField } from './fields';

const m = hostRulesMessages.coupons;

/** What the coupon form holds while it is typed: the optional numbers as their text (empty: none). */
export interface CouponDraft {
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

/** A save's refusal: the sentence for the form's top, and the messages by field (the API's `coupon.…` paths). */
export interface CouponRefusal {
  message: string;
  errors: FieldErrors;
}

const optionalCount = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** The form's draft as the contract's couponInput reads it. */
export function couponOf(draft: CouponDraft): unknown {
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

/** A new coupon's draft: 10 % off from one day, until today. */
export const blankCoupon = (today: string): CouponDraft => ({
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
});

/** A stored coupon as the form's draft (to edit it). */
export function draftOf(coupon: CouponView): CouponDraft {
  return {
    code: coupon.code,
    kind: coupon.discount.kind,
    amount: coupon.discount.kind === 'Percent' ? coupon.discount.percent : coupon.discount.yen,
    minLength: coupon.minLength,
    stayFrom: coupon.stay?.from ?? '',
    stayTo: coupon.stay?.to ?? '',
    expiresOn: coupon.expiresOn,
    totalCap: coupon.totalCap === null ? '' : String(coupon.totalCap),
    perGuestCap: coupon.perGuestCap === null ? '' : String(coupon.perGuestCap),
    combinesWithLongStay: coupon.combinesWithLongStay,
  };
}

/** The draft checked by the contract's couponInput: the input to send, or the Japanese messages by field. */
export const checkCoupon = (draft: CouponDraft) => check(couponInput, couponOf(draft), '');

/** The API names a coupon's fields under `coupon.` (its input is `{ coupon }`); the form's own are bare. */
function prefixless(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^coupon\./, ''), message]));
}

/**
 * A coupon's fields (a host's or the marketplace's, new or edited), checked with the contract's couponInput before
 * `onSubmit`; its messages sit at their fields, the API's refusal too. `onSubmit`'s `done` clears a new coupon's form.
 */
export function CouponForm({
  initial,
  label,
  submitLabel,
  onSubmit,
  pending,
  refusal,
  onCancel,
}: {
  initial: CouponDraft;
  label: string;
  submitLabel: string;
  onSubmit: (coupon: CouponInput, done: () => void) => void;
  pending: boolean;
  refusal: CouponRefusal | null;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (next: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...next }));
  const shown: FieldErrors = { ...(refusal ? prefixless(refusal.errors) : {}), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkCoupon(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.value, () => setDraft(initial));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={label}>
      {Object.keys(errors).length > 0 ? (
        <Alert tone="error">{hostRulesMessages.invalid}</Alert>
      ) : (
        refusal && <Alert tone="error">{refusal.message}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.code}
          value={draft.code}
          autoCapitalize="characters"
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          error={shown.code}
          data-autofocus
        />
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
        {(['totalCap', 'perGuestCap'] as const).map((cap) => (
          <TextField
            key={cap}
            label={m[cap]}
            type="number"
            inputMode="numeric"
            value={draft[cap]}
            onChange={(e) => set({ [cap]: e.target.value })}
            error={shown[cap]}
          />
        ))}
      </div>
      <Checkbox checked={draft.combinesWithLongStay} onChange={(e) => set({ combinesWithLongStay: e.target.checked })}>
        {m.combines}
      </Checkbox>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {m.cancel}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
