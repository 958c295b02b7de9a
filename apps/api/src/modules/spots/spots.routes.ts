import {
  createSpot,
  listFavoriteSpot,
  listSpot,
  showOwnedUserSpot,
  showOwnedUserSpots,
  showPopularSpots,
  showSpot,
  showSpotPlans,
  updateSpot,
  updateSpotFavoriteStatus,
  userListSpot,
  userShowPopularSpots,
  userShowSpot,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Spot listings (ADR 0015): the public search and detail, the signed-in variants, the provider's listing with plans, favourites. */
export const spotsRoutes: ModuleRoutes = (route, { services }) => {
  const spots = services.spots;
  route(listSpot, (ctx) => spots.search(ctx.body));
  // Answered from memory before Fastify when the detail is kept (ADR 0018).
  route(showSpot, (ctx) => spots.show(ctx.body.spotId), { kept: (input) => spots.keptDetail(input.spotId) });
  route(showPopularSpots, (ctx) => spots.popular(ctx.body));
  route(userListSpot, (ctx) => spots.searchForUser(registeredUser(ctx), ctx.body));
  route(userShowSpot, (ctx) => spots.showForUser(registeredUser(ctx), ctx.body.spotId));
  route(userShowPopularSpots, (ctx) => spots.popularForUser(registeredUser(ctx), ctx.body));
  route(createSpot, (ctx) => spots.create(registeredUser(ctx), ctx.body));
  route(updateSpot, (ctx) => spots.update(registeredUser(ctx), ctx.body));
  route(showOwnedUserSpots, (ctx) => spots.listOwned(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(showOwnedUserSpot, (ctx) => spots.showOwned(registeredUser(ctx), ctx.body.spotId));
  route(showSpotPlans, (ctx) => spots.plansOf(registeredUser(ctx), ctx.body.spotId));
  route(listFavoriteSpot, (ctx) => spots.favorites(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(updateSpotFavoriteStatus, (ctx) => spots.setFavorite(registeredUser(ctx), ctx.body.spotId, ctx.body.favorite));
};
