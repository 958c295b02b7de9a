import {
  approveReserveRequest,
  cancelReserve,
  confirmReservePayment,
  confirmReserveReturn,
  disputeReserveReturn,
  listReturnDisputes,
  resolveReturnDispute,
  createCarReserve,
  createReserveAccidentOrDefect,
  createSpotReserve,
  reserveCarToRenting,
  reserveCarToReturned,
  reserveSpotToRenting,
  reserveSpotToReturned,
  searchReserves,
  searchReservesByPeriod,
  showReserve,
  showReserves,
  updateReservePaymentMethod,
  verifyCarReserve,
  verifySpotReserve,
} from '@kurumatabi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** The create calls' optional `Idempotency-Key` header (one value). */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (Array.isArray(value)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return value;
}

/** Reservations (ADR 0016): every call for signed-in users (the return disputes' queue for operators); who may do what is the service's (the transition table). */
export const reservesRoutes: ModuleRoutes = (route, { services }) => {
  const reserves = services.reserves;
  route(verifyCarReserve, (ctx) => reserves.verifyCar(registeredUser(ctx), ctx.body));
  route(verifySpotReserve, (ctx) => reserves.verifySpot(registeredUser(ctx), ctx.body));
  route(createCarReserve, (ctx) => reserves.createCar(registeredUser(ctx), idempotencyKey(ctx.request), ctx.body));
  route(createSpotReserve, (ctx) => reserves.createSpot(registeredUser(ctx), idempotencyKey(ctx.request), ctx.body));
  route(approveReserveRequest, (ctx) => reserves.approve(registeredUser(ctx), ctx.body.reserveId));
  route(cancelReserve, (ctx) => reserves.cancel(registeredUser(ctx), ctx.body.reserveId, ctx.body.reason));
  route(confirmReservePayment, (ctx) => reserves.confirmPayment(registeredUser(ctx), ctx.body.reserveId));
  route(updateReservePaymentMethod, (ctx) => reserves.replaceCard(registeredUser(ctx), ctx.body.reserveId, ctx.body.paymentToken));
  route(reserveCarToRenting, ({ body, ...ctx }) =>
    reserves.handover(registeredUser(ctx), body.reserveId, 'rent', { kind: 'car', ...body }),
  );
  route(reserveCarToReturned, ({ body, ...ctx }) =>
    reserves.handover(registeredUser(ctx), body.reserveId, 'return', { kind: 'car', ...body }),
  );
  route(reserveSpotToRenting, ({ body, ...ctx }) =>
    reserves.handover(registeredUser(ctx), body.reserveId, 'rent', { kind: 'spot', ...body }),
  );
  route(reserveSpotToReturned, ({ body, ...ctx }) =>
    reserves.handover(registeredUser(ctx), body.reserveId, 'return', { kind: 'spot', ...body }),
  );
  route(createReserveAccidentOrDefect, (ctx) => reserves.reportAccident(registeredUser(ctx), ctx.body));
  route(showReserve, (ctx) => reserves.show(registeredUser(ctx), ctx.body.reserveId));
  route(showReserves, (ctx) => reserves.showMine(registeredUser(ctx), ctx.body));
  route(searchReserves, (ctx) => reserves.search(registeredUser(ctx), ctx.body));
  route(searchReservesByPeriod, (ctx) => reserves.byPeriod(registeredUser(ctx), ctx.body));
  // The guest's check of a return and the operators' handling of a dispute (ADR 0046).
  route(confirmReserveReturn, (ctx) => reserves.confirmReturn(registeredUser(ctx), ctx.body.reserveId));
  route(disputeReserveReturn, (ctx) => reserves.disputeReturn(registeredUser(ctx), ctx.body.reserveId, ctx.body.reason));
  // Operator level: checked before the body is read.
  route(listReturnDisputes, (ctx) => reserves.listReturnDisputes(ctx.body.queue, ctx.body.limit, ctx.body.offset));
  route(resolveReturnDispute, (ctx) => reserves.resolveReturnDispute(registeredUser(ctx), ctx.body.reserveId, ctx.body.resolution));
};
