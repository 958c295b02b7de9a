import { listCarReviews, listSpotReviews, rejectCar, rejectSpot, verifyCar, verifySpot } from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';

/** The operator's review of cars and spots (ADR 0015), as for driving licences. Operator level: checked before the body is read. */
export const listingReviewsRoutes: ModuleRoutes = (route, { services }) => {
  const { cars, spots } = services;
  route(listCarReviews, (ctx) => cars.reviews(ctx.body.status, ctx.body.limit, ctx.body.offset));
  route(verifyCar, (ctx) => cars.decide(ctx.body.carId, { status: 'Verified', reason: null }));
  route(rejectCar, (ctx) => cars.decide(ctx.body.carId, { status: 'Rejected', reason: ctx.body.reason }));
  route(listSpotReviews, (ctx) => spots.reviews(ctx.body.status, ctx.body.limit, ctx.body.offset));
  route(verifySpot, (ctx) => spots.decide(ctx.body.spotId, { status: 'Verified', reason: null }));
  route(rejectSpot, (ctx) => spots.decide(ctx.body.spotId, { status: 'Rejected', reason: ctx.body.reason }));
};
