import { PageHeading } from '@/components/ui/page-heading';
import { blankCoupon, CouponForm, refusalOf } from '@/features/host-rules';
import { MarketplaceCoupons, marketplaceCouponMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';
import { japanDay } from '@kurumatabi/contract';

/**
 * `/operator/coupons`: the marketplace's coupons (issue 36). The list and its stop are the operator feature's; the
 * coupon's fields are the same form hosts fill (the host-rules feature's), composed here.
 */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <MarketplaceCoupons
          createForm={({ submit, pending, error }) => (
            <CouponForm
              initial={blankCoupon(japanDay(new Date()))}
              label={m.create}
              submitLabel={m.create}
              onSubmit={submit}
              pending={pending}
              refusal={error ? refusalOf(error) : null}
            />
          )}
        />
      </div>
    </>
  );
}
