import { createUser, showCurrentUser, updateCurrentUser, updateInvoiceRegistration } from '@kurumatabi/contract';
import { signedIn } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

export const usersRoutes: ModuleRoutes = (route, { db }) => {
  const users = createUsersService(createUsersRepository(db));
  route(createUser, (ctx) => users.create(signedIn(ctx), ctx.body));
  route(showCurrentUser, (ctx) => users.showCurrent(signedIn(ctx)));
  route(updateCurrentUser, (ctx) => users.updateCurrent(signedIn(ctx), ctx.body));
  route(updateInvoiceRegistration, (ctx) => users.updateInvoiceRegistration(signedIn(ctx), ctx.body.registration));
};
