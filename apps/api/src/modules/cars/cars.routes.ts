import {
  createCar,
  listCar,
  listFavoriteCar,
  showCar,
  showCarInsurePrice,
  showOwnedUserCar,
  showOwnedUserCars,
  showPopularCars,
  updateCar,
  updateCarFavoriteStatus,
  userListCar,
  userShowCar,
  userShowPopularCars,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Car listings (ADR 0015): the public search and detail, the signed-in variants, the owner's listing, favourites. */
export const carsRoutes: ModuleRoutes = (route, { services }) => {
  const cars = services.cars;
  route(listCar, (ctx) => cars.search(ctx.body));
  // Answered from memory before Fastify when the detail is kept (ADR 0018).
  route(showCar, (ctx) => cars.show(ctx.body.carId), { kept: (input) => cars.keptDetail(input.carId) });
  route(showPopularCars, (ctx) => cars.popular(ctx.body));
  route(userListCar, (ctx) => cars.searchForUser(registeredUser(ctx), ctx.body));
  route(userShowCar, (ctx) => cars.showForUser(registeredUser(ctx), ctx.body.carId));
  route(userShowPopularCars, (ctx) => cars.popularForUser(registeredUser(ctx), ctx.body));
  route(createCar, (ctx) => cars.create(registeredUser(ctx), ctx.body));
  route(updateCar, (ctx) => cars.update(registeredUser(ctx), ctx.body));
  route(showOwnedUserCars, (ctx) => cars.listOwned(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(showOwnedUserCar, (ctx) => cars.showOwned(registeredUser(ctx), ctx.body.carId));
  route(listFavoriteCar, (ctx) => cars.favorites(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(updateCarFavoriteStatus, (ctx) => cars.setFavorite(registeredUser(ctx), ctx.body.carId, ctx.body.favorite));
  route(showCarInsurePrice, (ctx) => {
    registeredUser(ctx);
    return cars.insurePrice(ctx.body.carId, ctx.body.from, ctx.body.to);
  });
};
