import { deactivateUser, makeCarOwner, makeFacilityProvider, updateEmail } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const accountsRoutes: ModuleRoutes = (route, { services }) => {
  route(makeCarOwner, (ctx) => services.accounts.becomeRole(registeredUser(ctx), 'CarOwner', ctx.body.shareContractVersion));
  route(makeFacilityProvider, (ctx) =>
    services.accounts.becomeRole(registeredUser(ctx), 'FacilityProvider', ctx.body.shareContractVersion),
  );
  route(updateEmail, (ctx) => services.accounts.syncEmail(registeredUser(ctx), ctx.body.email));
  route(deactivateUser, (ctx) => services.accounts.deactivate(registeredUser(ctx)));
};
