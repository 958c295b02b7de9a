import { addDays, type Output, type ParsedInput, type showReserveSchedules } from '@kurumatabi/contract';
import { startProblem } from '@kurumatabi/contract/host-rules';
import type { DbOrTx } from '../listings/listings.repository.js';
import { AppError } from '../../http/app-error.js';
import { createRulesLoadRepository, windowAround, type ListingEngineInputs } from '../host-rules/rules-load.repository.js';
import type { SchedulesRepository } from './schedules.repository.js';

/**
 * The days of [from, to] a listed car or spot cannot be booked. Not cached: a guest who has just
 * reserved must see the day taken at once (reservations rewrite `busy` in their transaction). A
 * spot's days are those on which every current plan is full (or it is closed); with a plan, the
 * days that plan is full (or the spot closed).
 */
type NoStartDay = Output<typeof showReserveSchedules>['noStartDays'][number];

/** Each day of [from, to] a trip cannot start on, with startProblem's reason (the same engine as the search and the quote). */
export function noStartDays(inputs: ListingEngineInputs, from: string, to: string, now: Date): NoStartDay[] {
  const days: NoStartDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const problem = startProblem({ rules: inputs.availability, day, now, held: inputs.held, blocked: inputs.blocked });
    if (problem) days.push({ date: day, code: problem.code, message: problem.message });
  }
  return days;
}

export function createSchedulesService(repository: SchedulesRepository, deps: { db: DbOrTx; now: () => Date }) {
  const rules = createRulesLoadRepository(deps.db);

  /** The car's or the plan's start reasons over [from, to]. */
  async function reasons(input: ParsedInput<typeof showReserveSchedules>): Promise<NoStartDay[]> {
    const window = windowAround(input.from, input.to);
    const inputs =
      input.targetKind === 'Car'
        ? (await rules.carInputs([input.targetId], window)).get(input.targetId)
        : input.spotPlanId === undefined
          ? undefined
          : (await rules.spotPlanInputs([input.targetId], window)).find((plan) => plan.id === input.spotPlanId);
    return inputs ? noStartDays(inputs, input.from, input.to, deps.now()) : [];
  }

  async function show(input: ParsedInput<typeof showReserveSchedules>): Promise<Output<typeof showReserveSchedules>> {
    let days: string[] | null;
    if (input.targetKind === 'Car') {
      days = await repository.carBusyDays(input.targetId, input.from, input.to);
      if (days === null) throw new AppError('CAR_NOT_FOUND');
    } else {
      days = await repository.spotBusyDays(input.targetId, input.from, input.to);
      if (days === null) throw new AppError('SPOT_NOT_FOUND');
      if (input.spotPlanId !== undefined) {
        if (!(await repository.currentPlanOf(input.targetId, input.spotPlanId))) throw new AppError('SPOT_PLAN_NOT_FOUND');
        days = (await repository.spotPlanBusyDays(input.targetId, input.spotPlanId, input.from, input.to)) ?? days;
      }
    }
    return {
      targetKind: input.targetKind,
      targetId: input.targetId,
      from: input.from,
      to: input.to,
      unavailableDates: days,
      noStartDays: await reasons(input),
    };
  }

  return { show };
}
