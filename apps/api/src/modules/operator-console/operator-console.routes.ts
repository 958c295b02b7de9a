import {
  operatorApproveRefund,
  operatorRejectRefund,
  operatorWithdrawRefund,
  operatorApproveStaffAction,
  operatorCancelReserve,
  operatorListStaffActionRequests,
  operatorRejectStaffAction,
  operatorWithdrawStaffAction,
  operatorRefundPayment,
  operatorSearchPayments,
  operatorShowLedgerReport,
  operatorShowPayment,
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
  const { staffReserves, staffUsers, auditLog, staffPayments } = services;
  route(operatorSearchReserves, (ctx) => staffReserves.search(registeredUser(ctx), ctx.body));
  route(operatorShowReserve, (ctx) => staffReserves.show(ctx.body.reserveId));
  route(operatorCancelReserve, (ctx) => staffReserves.cancel(registeredUser(ctx), ctx.body.reserveId, ctx.body.reason));
  route(searchUsers, (ctx) => staffUsers.search(ctx.body));
  route(showUser, (ctx) => staffUsers.show(ctx.body.userId));
  route(suspendUser, (ctx) => staffUsers.suspend(registeredUser(ctx), ctx.body.userId, ctx.body.reason));
  route(unsuspendUser, (ctx) => staffUsers.unsuspend(registeredUser(ctx), ctx.body.userId, ctx.body.reason));
  // Staff on staff need two of them (ADR 0045): acts on an operator's account wait for a second operator.
  route(operatorListStaffActionRequests, (ctx) => staffUsers.listRequests(ctx.body));
  route(operatorApproveStaffAction, (ctx) => staffUsers.approveRequest(registeredUser(ctx), ctx.body));
  route(operatorRejectStaffAction, (ctx) => staffUsers.rejectRequest(registeredUser(ctx), ctx.body));
  route(operatorWithdrawStaffAction, (ctx) => staffUsers.withdrawRequest(registeredUser(ctx), ctx.body));
  route(searchAuditLog, (ctx) => auditLog.search(ctx.body));
  // Money (ADR 0041): payments, staff refunds with four eyes above the threshold, the ledger report.
  route(operatorSearchPayments, (ctx) => staffPayments.search(ctx.body));
  route(operatorShowPayment, (ctx) => staffPayments.show(ctx.body.reserveId));
  route(operatorRefundPayment, (ctx) => staffPayments.refund(registeredUser(ctx), ctx.body));
  route(operatorApproveRefund, (ctx) => staffPayments.approve(registeredUser(ctx), ctx.body));
  route(operatorRejectRefund, (ctx) => staffPayments.reject(registeredUser(ctx), ctx.body));
  route(operatorWithdrawRefund, (ctx) => staffPayments.withdraw(registeredUser(ctx), ctx.body));
  route(operatorShowLedgerReport, (ctx) => staffPayments.ledgerReport(ctx.body));
};
