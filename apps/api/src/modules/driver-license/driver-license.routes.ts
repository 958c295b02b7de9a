import {
  listDriverLicenseRequests,
  rejectDriverLicense,
  showDriverLicense,
  showDriverLicenseRequest,
  updateDriverLicense,
  verifyDriverLicense,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const driverLicenseRoutes: ModuleRoutes = (route, { services }) => {
  const licenses = services.driverLicense;
  route(showDriverLicense, (ctx) => licenses.show(registeredUser(ctx).id, ctx.body.view));
  route(updateDriverLicense, (ctx) => licenses.update(registeredUser(ctx).id, ctx.body));
  // Operator level: the access check ran before the body was read.
  route(listDriverLicenseRequests, (ctx) => licenses.list(ctx.body.status, ctx.body.limit, ctx.body.offset));
  route(showDriverLicenseRequest, (ctx) => licenses.showRequest(ctx.body.driverLicenseId));
  route(verifyDriverLicense, (ctx) =>
    licenses.decide(registeredUser(ctx).id, ctx.body.driverLicenseId, { status: 'Verified', reason: null }),
  );
  route(rejectDriverLicense, (ctx) =>
    licenses.decide(registeredUser(ctx).id, ctx.body.driverLicenseId, { status: 'Rejected', reason: ctx.body.reason }),
  );
};
