import type { AuditEntry, StaffUserSummary, UserRole, UserStatus } from '@kurumatabi/contract';
import type { UserRow } from '../../db/schema/index.js';
import { NAMED_TARGET_KINDS, type AuditRow } from '../operator-audit/operator-audit.repository.js';

/** How the console renders users and audit rows (ADR 0033). */

export function statusOf(row: Pick<UserRow, 'deactivatedAt' | 'suspendedAt'>): UserStatus {
  if (row.deactivatedAt) return 'Deactivated';
  return row.suspendedAt ? 'Suspended' : 'Active';
}

export function rolesOf(row: Pick<UserRow, 'isCarOwner' | 'isFacilityProvider' | 'isOperator'>): UserRole[] {
  const roles: UserRole[] = [];
  if (row.isCarOwner) roles.push('CarOwner');
  if (row.isFacilityProvider) roles.push('FacilityProvider');
  if (row.isOperator) roles.push('Operator');
  return roles;
}

export function toStaffUserSummary(row: UserRow): StaffUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: rolesOf(row),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

const isNamedKind = (kind: string) => (NAMED_TARGET_KINDS as readonly string[]).includes(kind);

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operator: { id: row.operatorUserId, name: row.operatorName },
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    target: { name: row.targetName, deleted: row.targetName === null && isNamedKind(row.targetKind) },
    reason: row.reason,
    details: row.details,
    at: row.at.toISOString(),
  };
}
