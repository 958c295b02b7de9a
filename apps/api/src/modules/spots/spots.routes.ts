import { showSpotPlans } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import { mountListingRoutes } from '../listings/listing.routes.js';
import type { ModuleRoutes } from '../module.js';

/**
 * Spot listings (ADR 0015): the routes every kind of listing has (list-spot, show-spot, … in listing.routes.ts,
 * ADR 0052), and a spot's plans.
 */
export const spotsRoutes: ModuleRoutes = (route, { services }) => {
  const spots = services.spots;
  mountListingRoutes(route, 'Spot', 'spotId', spots);
  route(showSpotPlans, (ctx) => spots.plansOf(registeredUser(ctx), ctx.body.spotId));
};
