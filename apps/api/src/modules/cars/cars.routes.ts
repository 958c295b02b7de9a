import { showCarInsurePrice } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import { mountListingRoutes } from '../listings/listing.routes.js';
import type { ModuleRoutes } from '../module.js';

/**
 * Car listings (ADR 0015): the routes every kind of listing has (list-car, show-car, … in listing.routes.ts,
 * ADR 0052), and a car's insurance price.
 */
export const carsRoutes: ModuleRoutes = (route, { services }) => {
  const cars = services.cars;
  mountListingRoutes(route, 'Car', 'carId', cars);
  route(showCarInsurePrice, (ctx) => {
    registeredUser(ctx);
    return cars.insurePrice(ctx.body.carId, ctx.body.from, ctx.body.to);
  });
};
