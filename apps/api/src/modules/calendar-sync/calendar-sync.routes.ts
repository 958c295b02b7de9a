import {
  rotateCarCalendarExport,
  rotateSpotCalendarExport,
  showCarCalendarSync,
  showSpotCalendarSync,
  syncCarCalendarFeeds,
  syncSpotCalendarFeeds,
  updateCarCalendarFeeds,
  updateSpotCalendarFeeds,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** The hosts' calendar sync (ADR 0057): the export address and the import feeds of a car or a spot. */
export const calendarSyncRoutes: ModuleRoutes = (route, { services }) => {
  const sync = services.calendarSync;
  route(showCarCalendarSync, (ctx) => sync.show('car', registeredUser(ctx), ctx.body.carId));
  route(showSpotCalendarSync, (ctx) => sync.show('spot', registeredUser(ctx), ctx.body.spotId));
  route(updateCarCalendarFeeds, (ctx) => sync.updateFeeds('car', registeredUser(ctx), ctx.body.carId, ctx.body.feeds));
  route(updateSpotCalendarFeeds, (ctx) => sync.updateFeeds('spot', registeredUser(ctx), ctx.body.spotId, ctx.body.feeds));
  route(rotateCarCalendarExport, (ctx) => sync.rotate('car', registeredUser(ctx), ctx.body.carId));
  route(rotateSpotCalendarExport, (ctx) => sync.rotate('spot', registeredUser(ctx), ctx.body.spotId, ctx.body.spotPlanId));
  route(syncCarCalendarFeeds, (ctx) => sync.syncNow('car', registeredUser(ctx), ctx.body.carId));
  route(syncSpotCalendarFeeds, (ctx) => sync.syncNow('spot', registeredUser(ctx), ctx.body.spotId));
};
