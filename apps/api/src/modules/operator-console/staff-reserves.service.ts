import type { operatorSearchReserves, Output, ParsedInput, StaffReserveDetail } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { ReservesService } from '../reserves/reserves.service.js';
import { createStaffReservesRepository } from './staff-reserves.repository.js';
import { createStaffUsersRepository } from './staff-users.repository.js';
import { statusOf, toAuditEntry } from './staff-views.js';

/**
 * Reservations for staff (ADR 0033): any reservation found and shown in full; cancelled as an
 * operator through the reservations' own transition (the locks, the calendar, both parties'
 * notices, the thread's System message, the history and the audit row in one transaction).
 */
export function createStaffReservesService(deps: { db: Db; reserves: ReservesService }) {
  const repository = createStaffReservesRepository(deps.db);
  const users = createStaffUsersRepository(deps.db);
  const audit = createOperatorAuditRepository(deps.db);

  async function search(
    operator: UserRow,
    input: ParsedInput<typeof operatorSearchReserves>,
  ): Promise<Output<typeof operatorSearchReserves>> {
    const page = await repository.search(input, input.limit, input.offset);
    return {
      items: await deps.reserves.summariesForStaff(page.items, operator),
      total: page.total,
      limit: input.limit,
      offset: input.offset,
    };
  }

  async function show(reserveId: string): Promise<StaffReserveDetail> {
    const row = await repository.findById(reserveId);
    if (!row) throw new AppError('RESERVE_NOT_FOUND');
    const [reserve, guest, host, actions] = await Promise.all([
      deps.reserves.detailForStaff(row),
      users.findById(row.guestUserId),
      users.findById(row.hostUserId),
      audit.search({ targetId: row.id }, 50, 0),
    ]);
    if (!guest || !host) throw new AppError('RESERVE_NOT_FOUND');
    const party = (u: UserRow) => ({ id: u.id, name: u.name, email: u.email, status: statusOf(u) });
    return { reserve, guest: party(guest), host: party(host), staffActions: actions.items.map(toAuditEntry) };
  }

  async function cancel(operator: UserRow, reserveId: string, reason: string): Promise<StaffReserveDetail> {
    await deps.reserves.cancelAsStaff(operator, reserveId, reason);
    return show(reserveId);
  }

  return { search, show, cancel };
}
