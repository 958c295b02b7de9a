import { addDays, type InvoiceStatus } from '@kurumatabi/contract';

/**
 * The terms of an invoice (ADR 0040), as pure functions of Japan calendar days (`YYYY-MM-DD`).
 *
 * Due date: the end of the month after the approval (月末締め翌月末払い, what Japanese companies pay on), but
 * never after the day before the trip starts (the marketplace does not lend a trip unpaid past its start),
 * and never before the approval day itself (a trip that starts the next day is due on the day it is approved).
 */
export function invoiceDueDate(approvalDay: string, startDate: string): string {
  const endOfNextMonth = lastDayOfNextMonth(approvalDay);
  const beforeStart = addDays(startDate, -1);
  const due = beforeStart < endOfNextMonth ? beforeStart : endOfNextMonth;
  return due < approvalDay ? approvalDay : due;
}

function lastDayOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of next month (UTC arithmetic on a calendar date).
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** `INV-202612-000045`: the issue month and the sequence's number (unique across months, never reused). */
export function invoiceNumberOf(issueDate: string, sequence: number): string {
  return `INV-${issueDate.slice(0, 4)}${issueDate.slice(5, 7)}-${String(sequence).padStart(6, '0')}`;
}

/** The state staff read: paid once reconciled, cancelled when nothing is owed, overdue once the due day has passed. */
export function invoiceStatusOf(invoice: { paidAt: Date | null; amount: number; dueDate: string }, today: string): InvoiceStatus {
  if (invoice.paidAt) return 'Paid';
  if (invoice.amount === 0) return 'Canceled';
  return invoice.dueDate < today ? 'Overdue' : 'Open';
}
