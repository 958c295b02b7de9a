import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createHostCoupon,
  listHostCoupons,
  showCarRules,
  showSpotPlanRules,
  stopHostCoupon,
  updateCarRules,
  updateHostCoupon,
  updateSpotPlanRules,
  type ListingRules,
} from '@kurumatabi/contract';
import type { AvailabilityRulesInput, CouponInput, PricingRulesInput } from '@kurumatabi/contract/host-rules';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/**
 * A listing's rules and the host's coupons (issue 36): each save answers the whole stored rules, which replace the
 * cached ones; a coupon's change asks the list again. Searches and quotes read the rules, so their caches go stale.
 */

export type RulesKind = 'car' | 'spotPlan';

export interface RulesUpdate {
  availability: AvailabilityRulesInput;
  pricing: PricingRulesInput;
}

export const hostRulesKeys = {
  rules: (kind: RulesKind, id: string) => ['host-rules', kind, id] as const,
  coupons: ['host-rules', 'coupons'] as const,
};

const calls = {
  show: (kind: RulesKind, id: string, signal?: AbortSignal) =>
    kind === 'car' ? callApi(showCarRules, { carId: id }, { signal }) : callApi(showSpotPlanRules, { spotPlanId: id }, { signal }),
  update: (kind: RulesKind, id: string, rules: RulesUpdate) =>
    kind === 'car' ? callApi(updateCarRules, { carId: id, ...rules }) : callApi(updateSpotPlanRules, { spotPlanId: id, ...rules }),
};

export function listingRulesQuery(kind: RulesKind, id: string) {
  return queryOptions({ queryKey: hostRulesKeys.rules(kind, id), queryFn: ({ signal }) => calls.show(kind, id, signal), staleTime: 0 });
}

/** show-car-rules / show-spot-plan-rules. */
export function useListingRules(kind: RulesKind, id: string) {
  return useUserQuery(listingRulesQuery(kind, id));
}

/** update-car-rules / update-spot-plan-rules: the rules are replaced whole. */
export function useUpdateListingRules(kind: RulesKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RulesUpdate) => calls.update(kind, id, rules),
    onSuccess: async (stored: ListingRules) => {
      queryClient.setQueryData(hostRulesKeys.rules(kind, id), stored);
      await queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });
}

/** list-host-coupons. */
export function useHostCoupons() {
  return useUserQuery(
    queryOptions({ queryKey: hostRulesKeys.coupons, queryFn: ({ signal }) => callApi(listHostCoupons, {}, { signal }), staleTime: 0 }),
  );
}

function useCouponMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: hostRulesKeys.coupons }) });
}

/** create-host-coupon. */
export function useCreateHostCoupon() {
  return useCouponMutation((coupon: CouponInput) => callApi(createHostCoupon, { coupon }));
}

/** stop-host-coupon: no new reservation may use it. */
export function useStopHostCoupon() {
  return useCouponMutation((couponId: string) => callApi(stopHostCoupon, { couponId }));
}

/** update-host-coupon: the coupon replaced whole (a stopped one is refused with COUPON_STOPPED). */
export function useUpdateHostCoupon() {
  return useCouponMutation(({ couponId, coupon }: { couponId: string; coupon: CouponInput }) =>
    callApi(updateHostCoupon, { couponId, coupon }),
  );
}
