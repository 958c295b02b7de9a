import type { ErrorDetail, ParsedInput, updateSpot } from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import { AppError } from '../../http/app-error.js';
import type { SpotPlanFields } from './spot-documents.js';

/** A plan's stored values with its id (absent for a new plan, or reserved by a pending change, ADR 0023). */
export type PlanWithId = Omit<SpotPlanFields, 'id'> & { id?: string | undefined };

export type PlanInput = NonNullable<ParsedInput<typeof updateSpot>['plans']>[number];

/**
 * The plans as stored, checked against the spot's kind: a Land plan needs its check-in and
 * check-out times, an Activity plan its duration (400 with a detail per field otherwise); the
 * other kind's fields are dropped. Ids must be unique and name current plans of the spot (404).
 */
export function checkedPlans(
  kind: SpotKind,
  plans: readonly PlanInput[],
  /** The plans whose ids a save may name: the current ones and those a pending change reserved (ADR 0023). */
  current: readonly { id: string }[],
  path = 'plans',
): PlanWithId[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (kind === 'Land') {
      if (plan.checkInTime === null) details.push({ path: `${path}.${i}.checkInTime`, message: 'チェックイン時刻を入力してください。' });
      if (plan.checkOutTime === null)
        details.push({ path: `${path}.${i}.checkOutTime`, message: 'チェックアウト時刻を入力してください。' });
    } else if (plan.durationMinutes === null) {
      details.push({ path: `${path}.${i}.durationMinutes`, message: '所要時間を入力してください。' });
    }
    if (plan.id !== undefined) {
      if (seen.has(plan.id)) details.push({ path: `${path}.${i}.id`, message: '同じプランが重複しています。' });
      seen.add(plan.id);
    }
  });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
  const currentIds = new Set(current.map((p) => p.id));
  if (plans.some((p) => p.id !== undefined && !currentIds.has(p.id))) throw new AppError('SPOT_PLAN_NOT_FOUND');
  return plans.map((plan) => ({
    ...(plan.id !== undefined ? { id: plan.id } : {}),
    name: plan.name,
    description: plan.description,
    price: plan.price,
    priceUnit: plan.priceUnit,
    capacityPerDay: plan.capacityPerDay,
    maxPeople: plan.maxPeople,
    checkInTime: kind === 'Land' ? plan.checkInTime : null,
    checkOutTime: kind === 'Land' ? plan.checkOutTime : null,
    durationMinutes: kind === 'Activity' ? plan.durationMinutes : null,
  }));
}

/** The stored plans as the form sends them, to tell whether a save changes them. */
export function plansAsInput(plans: readonly SpotPlanFields[]) {
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    priceUnit: p.priceUnit,
    capacityPerDay: p.capacityPerDay,
    maxPeople: p.maxPeople,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    durationMinutes: p.durationMinutes,
  }));
}
