import { randomUUID } from 'node:crypto';
import { SPOT_MATERIAL_FIELDS, type RevisionChange } from '@kurumatabi/contract';
import { Prefecture, type SpotKind } from '@kurumatabi/contract/enums';
import type { SpotRow } from '../../db/schema/index.js';
import type { SpotNames, SpotPlanFields } from './spot-documents.js';
import { plansAsInput, type PlanWithId } from './spot-plans.js';

/** A spot's material columns (ADR 0023): the contract's material fields but plans, with the kind and region they carry. */
export const SPOT_MATERIAL_COLUMNS: readonly (keyof SpotRow & string)[] = [
  ...SPOT_MATERIAL_FIELDS.filter((field) => field !== 'plans'),
  'spotKind',
  'region',
];

/** The contract field a stored material column (or `plans`) belongs to. */
export function spotFieldOf(column: string): string | null {
  if (column === 'spotKind') return 'spotTypeId';
  if (column === 'region') return 'prefecture';
  return (SPOT_MATERIAL_FIELDS as readonly string[]).includes(column) ? column : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How a verified spot's plans split (ADR 0023). Live now: the plans kept, each with its approved
 * name and description and its new price, capacity, group size and times; plans left out are
 * withdrawn. For verification: the whole list as the provider wants it, when a plan's name or description
 * changed or a plan was added (a new plan's id is reserved now, so the form can send it back), or
 * every plan change while a change of kind waits (the plans' times depend on it).
 */
export function splitPlans(
  approvedKind: SpotKind,
  desiredKind: SpotKind,
  approvedPlans: readonly SpotPlanFields[],
  desired: readonly PlanWithId[],
): { live: PlanWithId[]; pending: SpotPlanFields[] | null } {
  const withIds = () => desired.map((plan) => ({ ...plan, id: plan.id ?? randomUUID() }));
  const approvedValues = plansAsInput(approvedPlans);
  if (approvedKind !== desiredKind) return { live: approvedValues, pending: same(desired, approvedValues) ? null : withIds() };
  const byId = new Map(approvedPlans.map((plan) => [plan.id, plan]));
  const live = desired.flatMap((plan) => {
    const approved = plan.id ? byId.get(plan.id) : undefined;
    return approved ? [{ ...plan, name: approved.name, description: approved.description }] : [];
  });
  const textChanged = desired.some((plan) => {
    const approved = plan.id ? byId.get(plan.id) : undefined;
    return !approved || approved.name !== plan.name || approved.description !== plan.description;
  });
  return { live, pending: textChanged ? withIds() : null };
}

const plansText = (plans: readonly Pick<SpotPlanFields, 'name' | 'description'>[]) =>
  plans.map((plan) => (plan.description ? `${plan.name}：${plan.description}` : plan.name)).join('\n') || 'なし';

function describe(field: string, spot: SpotRow, names: SpotNames, plans: readonly SpotPlanFields[]): string {
  switch (field) {
    case 'spotTypeId':
      return names.spotType.name;
    case 'prefecture':
      return spot.prefecture ? Prefecture.labels[spot.prefecture] : '未設定';
    case 'plans':
      return plansText(plans);
    default: {
      const value = spot[field as keyof SpotRow] as string | number | null;
      return value === null || value === '' ? '未設定' : String(value);
    }
  }
}

/** The changed fields, approved beside new, in the contract's order; photos apart. */
export function describeSpotChanges(input: {
  approved: SpotRow;
  approvedNames: SpotNames;
  approvedPlans: readonly SpotPlanFields[];
  proposed: SpotRow;
  proposedNames: SpotNames;
  proposedPlans: readonly SpotPlanFields[];
  changedColumns: readonly string[];
}): RevisionChange[] {
  const fields = new Set(input.changedColumns.map(spotFieldOf));
  return SPOT_MATERIAL_FIELDS.filter((field) => field !== 'photoIds' && fields.has(field)).map((field) => ({
    field,
    before: describe(field, input.approved, input.approvedNames, input.approvedPlans),
    after: describe(field, input.proposed, input.proposedNames, input.proposedPlans),
  }));
}
