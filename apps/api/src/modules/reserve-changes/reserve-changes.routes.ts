import {
  acceptReserveChange,
  declineReserveChange,
  previewReserveChange,
  proposeReserveChange,
  requestReserveChange,
  showReserveChanges,
  withdrawReserveChange,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** A change of a booked trip (issue 36 item 4): the guest's request and the host's proposal, withdrawn by the sender or answered by the other side, both sides' list. */
export const reserveChangesRoutes: ModuleRoutes = (route, { services }) => {
  const changes = services.reserveChanges;
  route(previewReserveChange, (ctx) => changes.preview(registeredUser(ctx), ctx.body.reserveId, ctx.body.change));
  route(requestReserveChange, (ctx) => changes.request(registeredUser(ctx), ctx.body));
  route(proposeReserveChange, (ctx) => changes.propose(registeredUser(ctx), ctx.body));
  route(withdrawReserveChange, (ctx) => changes.withdraw(registeredUser(ctx), ctx.body));
  route(acceptReserveChange, (ctx) => changes.accept(registeredUser(ctx), ctx.body));
  route(declineReserveChange, (ctx) => changes.decline(registeredUser(ctx), ctx.body));
  route(showReserveChanges, (ctx) => changes.list(registeredUser(ctx), ctx.body.reserveId));
};
