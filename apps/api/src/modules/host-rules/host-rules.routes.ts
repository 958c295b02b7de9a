import {
  createHostCoupon,
  listHostCoupons,
  operatorCreateMarketplaceCoupon,
  operatorListMarketplaceCoupons,
  operatorStopMarketplaceCoupon,
  showCarRules,
  showSpotPlanRules,
  stopHostCoupon,
  updateCarRules,
  updateHostCoupon,
  updateSpotPlanRules,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** A host's rules of a car or a spot plan, the hosts' coupons and the marketplace's (issue 36). */
export const hostRulesRoutes: ModuleRoutes = (route, { services }) => {
  const rules = services.hostRules;
  route(showCarRules, (ctx) => rules.showCar(registeredUser(ctx), ctx.body.carId));
  route(updateCarRules, (ctx) => rules.updateCar(registeredUser(ctx), ctx.body));
  route(showSpotPlanRules, (ctx) => rules.showPlan(registeredUser(ctx), ctx.body.spotPlanId));
  route(updateSpotPlanRules, (ctx) => rules.updatePlan(registeredUser(ctx), ctx.body));
  route(listHostCoupons, (ctx) => rules.listCoupons(registeredUser(ctx).id));
  route(createHostCoupon, (ctx) => {
    const user = registeredUser(ctx);
    return rules.createCoupon(user.id, user, ctx.body.coupon);
  });
  route(updateHostCoupon, (ctx) => rules.updateCoupon(registeredUser(ctx).id, ctx.body.couponId, ctx.body.coupon));
  route(stopHostCoupon, (ctx) => {
    const user = registeredUser(ctx);
    return rules.stopCoupon(user.id, user, ctx.body.couponId);
  });
  route(operatorListMarketplaceCoupons, () => rules.listCoupons(null));
  route(operatorCreateMarketplaceCoupon, (ctx) => rules.createCoupon(null, registeredUser(ctx), ctx.body.coupon));
  route(operatorStopMarketplaceCoupon, (ctx) => rules.stopCoupon(null, registeredUser(ctx), ctx.body.couponId));
};
