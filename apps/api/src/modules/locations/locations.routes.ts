import { createUserLocation, showUserLocations, updateUserLocation } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const locationsRoutes: ModuleRoutes = (route, { services }) => {
  route(createUserLocation, (ctx) => services.locations.create(registeredUser(ctx), ctx.body));
  route(updateUserLocation, (ctx) => {
    const { id, ...values } = ctx.body;
    return services.locations.update(registeredUser(ctx), id, values);
  });
  route(showUserLocations, (ctx) => services.locations.list(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
};
