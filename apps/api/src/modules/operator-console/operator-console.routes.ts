import {
  operatorCancelReserve,
  operatorSearchReserves,
  operatorShowReserve,
  searchAuditLog,
  searchUsers,
  showUser,
  suspendUser,
  unsuspendUser,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** The operator console's calls (ADR 0033). Operator level: checked before the body is read. */
export const operatorConsoleRoutes: ModuleRoutes = (route, { services }) => {
  const { staffReserves, staffUsers, auditLog } = services;
  route(operatorSearchReserves, (ctx) => staffReserves.search(registeredUser(ctx), ctx.body));
  route(operatorShowReserve, (ctx) => staffReserves.show(ctx.body.reserveId));
  route(operatorCancelReserve, (ctx) => staffReserves.cancel(registeredUser(ctx), ctx.body.reserveId, ctx.body.reason));
  route(searchUsers, (ctx) => staffUsers.search(ctx.body));
  route(showUser, (ctx) => staffUsers.show(ctx.body.userId));
  route(suspendUser, (ctx) => staffUsers.suspend(registeredUser(ctx), ctx.body.userId, ctx.body.reason));
  route(unsuspendUser, (ctx) => staffUsers.unsuspend(registeredUser(ctx), ctx.body.userId, ctx.body.reason));
  route(searchAuditLog, (ctx) => auditLog.search(ctx.body));
};
