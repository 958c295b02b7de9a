import {
  listCarVerifications,
  listListingRevisions,
  listSpotVerifications,
  rejectCar,
  rejectListingRevision,
  rejectSpot,
  verifyCar,
  verifyListingRevision,
  verifySpot,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** The operator's verification of cars and spots (ADR 0015), as for driving licences. Operator level: checked before the body is read. */
export const listingVerificationsRoutes: ModuleRoutes = (route, { services }) => {
  const { cars, spots, listingRevisions } = services;
  route(listCarVerifications, (ctx) => cars.verifications(ctx.body.status, ctx.body.limit, ctx.body.offset));
  route(verifyCar, (ctx) => cars.decide(registeredUser(ctx).id, ctx.body.carId, { status: 'Verified', reason: null }));
  route(rejectCar, (ctx) => cars.decide(registeredUser(ctx).id, ctx.body.carId, { status: 'Rejected', reason: ctx.body.reason }));
  route(listSpotVerifications, (ctx) => spots.verifications(ctx.body.status, ctx.body.limit, ctx.body.offset));
  route(verifySpot, (ctx) => spots.decide(registeredUser(ctx).id, ctx.body.spotId, { status: 'Verified', reason: null }));
  route(rejectSpot, (ctx) => spots.decide(registeredUser(ctx).id, ctx.body.spotId, { status: 'Rejected', reason: ctx.body.reason }));
  // Changes to verified listings (ADR 0023).
  route(listListingRevisions, (ctx) =>
    listingRevisions.list({ kind: ctx.body.listingKind, status: ctx.body.status }, ctx.body.limit, ctx.body.offset),
  );
  route(verifyListingRevision, (ctx) =>
    listingRevisions.decide(registeredUser(ctx).id, ctx.body.revisionId, { status: 'Verified', reason: null }),
  );
  route(rejectListingRevision, (ctx) =>
    listingRevisions.decide(registeredUser(ctx).id, ctx.body.revisionId, { status: 'Rejected', reason: ctx.body.reason }),
  );
};
