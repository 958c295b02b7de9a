import {
  showCarReserveOverviews,
  showCarReserveSummaries,
  showCarReserveUnavailableDates,
  showCarSalesByMonth,
  showCarSalesByMonthAndCarId,
  showSpotReserveOverviews,
  showSpotReserveSummaries,
  showSpotReserveUnavailableDates,
  showSpotSalesByMonth,
  showSpotSalesByMonthAndSpotId,
  updateCarReserveUnavailableDates,
  updateSpotReserveUnavailableDates,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';
import { createOwnerReservesService } from './owner-reserves.service.js';
import { createSalesService } from './sales.service.js';
import { createUnavailableDatesService } from './unavailable-dates.service.js';

/** The owners' side of reservations (ADR 0016): calendars, dashboards, unavailable dates, sales. */
export const reserveOwnerRoutes: ModuleRoutes = (route, { db, services }) => {
  const now = services.now;
  const unavailable = createUnavailableDatesService({
    db,
    now,
    onCarCalendarChanged: () => services.cars.clearCache(),
    onSpotCalendarChanged: () => services.spots.clearCache(),
    tellCarReplicas: (tx) => services.cars.tellReplicasAll(tx),
    tellSpotReplicas: (tx) => services.spots.tellReplicasAll(tx),
  });
  const reserves = createOwnerReservesService({ db, now });
  const sales = createSalesService({ db });

  route(showCarReserveOverviews, (ctx) => reserves.carOverviews(registeredUser(ctx), ctx.body));
  route(showSpotReserveOverviews, (ctx) => reserves.spotOverviews(registeredUser(ctx), ctx.body));
  route(showCarReserveSummaries, (ctx) => reserves.carSummaries(registeredUser(ctx), ctx.body.limit));
  route(showSpotReserveSummaries, (ctx) => reserves.spotSummaries(registeredUser(ctx), ctx.body.limit));
  route(showCarReserveUnavailableDates, (ctx) => unavailable.showCar(registeredUser(ctx), ctx.body));
  route(updateCarReserveUnavailableDates, (ctx) => unavailable.replaceCar(registeredUser(ctx), ctx.body));
  route(showSpotReserveUnavailableDates, (ctx) => unavailable.showSpot(registeredUser(ctx), ctx.body));
  route(updateSpotReserveUnavailableDates, (ctx) => unavailable.replaceSpot(registeredUser(ctx), ctx.body));
  route(showCarSalesByMonth, (ctx) => sales.carYear(registeredUser(ctx), ctx.body.year));
  route(showCarSalesByMonthAndCarId, (ctx) => sales.carYearOfCar(registeredUser(ctx), ctx.body.carId, ctx.body.year));
  route(showSpotSalesByMonth, (ctx) => sales.spotYear(registeredUser(ctx), ctx.body.year));
  route(showSpotSalesByMonthAndSpotId, (ctx) => sales.spotYearOfSpot(registeredUser(ctx), ctx.body.spotId, ctx.body.year));
};
