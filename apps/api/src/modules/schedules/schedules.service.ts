import type { Output, ParsedInput, showReserveSchedules } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import type { SchedulesRepository } from './schedules.repository.js';

/**
 * The days of [from, to] a listed car or spot cannot be booked. Not cached: a guest who has just
 * reserved must see the day taken at once (reservations rewrite `busy` in their transaction). A
 * spot's days are those on which every current plan is full (or it is closed); with a plan, the
 * days that plan is full (or the spot closed).
 */
export function createSchedulesService(repository: SchedulesRepository) {
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
    return { targetKind: input.targetKind, targetId: input.targetId, from: input.from, to: input.to, unavailableDates: days };
  }

  return { show };
}
