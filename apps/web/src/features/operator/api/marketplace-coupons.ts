import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorCreateMarketplaceCoupon, operatorListMarketplaceCoupons, operatorStopMarketplaceCoupon } from '@kurumatabi/contract';
import type { CouponInput } from '@kurumatabi/contract/host-rules';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/**
 * The marketplace's coupons (issue 36). The list is answered whole (at most COUPONS_MAX, stopped ones included,
 * newest first) and paged on the screen; each create and stop is audited by the API and asks the list again.
 */

/** How many coupons a page shows. */
export const MARKETPLACE_COUPON_PAGE_SIZE = 10;

const keys = { all: ['operator', 'marketplace-coupons'] as const };

/** list-marketplace-coupons. */
export function useMarketplaceCoupons() {
  return useUserQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => callApi(operatorListMarketplaceCoupons, {}, { signal }),
    staleTime: 0,
  });
}

function useCouponWrite<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: ['operator', 'console', 'audit'] });
    },
  });
}

/** create-marketplace-coupon (audited `coupon.create`). */
export function useCreateMarketplaceCoupon() {
  return useCouponWrite((coupon: CouponInput) => callApi(operatorCreateMarketplaceCoupon, { coupon }));
}

/** stop-marketplace-coupon (audited `coupon.stop`); stopping again changes nothing. */
export function useStopMarketplaceCoupon() {
  return useCouponWrite((couponId: string) => callApi(operatorStopMarketplaceCoupon, { couponId }));
}
