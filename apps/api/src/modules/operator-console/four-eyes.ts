import type { ErrorCode } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';

/**
 * The console's one way of four eyes (ADR 0041 for refunds, ADR 0045 for staff acts on staff): what one
 * operator asks for waits as a request, and only a different operator decides it. The database keeps the same
 * rule as a CHECK on each request table, so no code path can approve its own request.
 */
export function requireSecondOperator(request: { requestedBy: string }, operatorId: string, selfCode: ErrorCode): void {
  if (request.requestedBy === operatorId) throw new AppError(selfCode);
}

/** Staff never act on their own account or a record they are a party to (ADR 0033): not even as the second pair of eyes. */
export function requireNotOwnAccount(operatorId: string, userId: string): void {
  if (operatorId === userId) throw new AppError('OPERATOR_OWN_ACCOUNT');
}
