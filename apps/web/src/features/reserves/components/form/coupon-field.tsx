import { useCallback, useEffect, useState } from 'react';
import { couponCodeInput } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { reserveMessages as m } from '../../messages';

/**
 * The reservation form's coupon (issue 36): the guest types a code and applies it; the code is checked by the
 * contract's rule first (upper case and half-width made for them), then sent with the quote, which is asked again.
 * A coupon the API refuses (unknown, expired, used up…) is said at the field, and the quote is asked again without it.
 */
export interface CouponState {
  /** The applied code (normalised), sent with the quote and the request; undefined when none. */
  applied: string | undefined;
  draft: string;
  error: string | null;
  setDraft: (value: string) => void;
  apply: () => void;
  remove: () => void;
  /** Takes the quote's error: a refusal at `couponCode` removes the coupon and says why at the field. Answers whether it did. */
  refusedBy: (error: unknown) => boolean;
}

/** The API's reason a coupon was refused (its detail at `couponCode`), or null for any other error. */
export function couponRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.details?.find((d) => d.path === 'couponCode')?.message ?? null;
}

export function useCouponCode(): CouponState {
  const [draft, setDraftState] = useState('');
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const refusedBy = useCallback(
    (refusal: unknown) => {
      const message = applied === undefined ? null : couponRefusal(refusal);
      if (message === null) return false;
      setApplied(undefined);
      setError(message);
      return true;
    },
    [applied],
  );
  return {
    applied,
    draft,
    error,
    setDraft: (value) => {
      setDraftState(value);
      setError(null);
    },
    apply: () => {
      const parsed = couponCodeInput.safeParse(draft);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? m.coupon.invalid);
        return;
      }
      setDraftState(parsed.data);
      setError(null);
      setApplied(parsed.data);
    },
    remove: () => {
      setApplied(undefined);
      setDraftState('');
      setError(null);
    },
    refusedBy,
  };
}

/** The quote's error taken by the coupon as it arrives (a refusal at `couponCode`: said at the field, the coupon dropped). */
export function useCouponRefusal(coupon: CouponState, quoteError: unknown): void {
  const { refusedBy } = coupon;
  useEffect(() => {
    refusedBy(quoteError);
  }, [refusedBy, quoteError]);
}

export function CouponField({ coupon }: { coupon: CouponState }) {
  return (
    <section aria-labelledby="coupon-heading" className="space-y-3 border-t border-line pt-6">
      <h2 id="coupon-heading" className="text-lg font-bold text-ink">
        {m.coupon.heading}
      </h2>
      <form
        className="flex items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          coupon.apply();
        }}
      >
        <TextField
          className="min-w-0 flex-1"
          label={m.coupon.label}
          hint={coupon.applied ? m.coupon.applied(coupon.applied) : m.coupon.hint}
          value={coupon.draft}
          onChange={(event) => coupon.setDraft(event.target.value)}
          error={coupon.error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {coupon.applied ? (
          <Button type="button" variant="secondary" className="mt-7 shrink-0" onClick={coupon.remove}>
            {m.coupon.remove}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" className="mt-7 shrink-0">
            {m.coupon.apply}
          </Button>
        )}
      </form>
    </section>
  );
}
