import { z } from 'zod';
import { TargetKind } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { calendarDate, MAX_SCHEDULE_DAYS } from '../listings/dto.js';

/**
 * The calendar of a listed car or spot: which days in [from, to] cannot be booked (unavailable
 * dates, and reservations once they exist). For a spot, a day is unavailable when no plan (or the
 * given plan) has capacity left.
 */
export const showReserveSchedules = defineEndpoint({
  path: '/v1/public/show-reserve-schedules',
  tag: 'schedules',
  summary: '予約カレンダー（予約できない日）を取得する',
  access: 'public',
  ids: { targetId: visible('listing'), spotPlanId: visible('spotPlan') },
  input: z
    .strictObject({
      targetKind: z.enum(TargetKind.values, { error: '対象の種類が正しくありません。' }),
      targetId: z.uuid({ error: '対象の ID が正しくありません。' }),
      spotPlanId: z.uuid().optional(),
      from: calendarDate,
      to: calendarDate,
    })
    .superRefine((v, ctx) => {
      const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付を指定してください。' });
      else if (days + 1 > MAX_SCHEDULE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `期間は${MAX_SCHEDULE_DAYS}日以内で指定してください。` });
      if (v.spotPlanId !== undefined && v.targetKind !== 'Spot')
        ctx.addIssue({ code: 'custom', path: ['spotPlanId'], message: 'プランはスポットにだけ指定できます。' });
    }),
  output: z.object({
    targetKind: z.enum(TargetKind.values),
    targetId: z.uuid(),
    from: calendarDate,
    to: calendarDate,
    /** Days in [from, to] that cannot be booked, ascending. */
    unavailableDates: z.array(calendarDate),
    /**
     * Days in [from, to] a trip cannot start on, ascending, each with why (the host's rules, ADR 0055's
     * `startProblem`): 「予約済み」, 「準備日」, 「予約受付は2日前まで」, 「受付期間外」, a weekday rule. A car's, or a spot
     * plan's when `spotPlanId` is given (a spot without a plan: none).
     */
    noStartDays: z.array(
      z.object({
        date: calendarDate,
        code: z.enum(['Taken', 'Blocked', 'Buffer', 'Notice', 'Horizon', 'Weekday', 'Past']),
        message: z.string(),
      }),
    ),
  }),
  errors: ['CAR_NOT_FOUND', 'SPOT_NOT_FOUND', 'SPOT_PLAN_NOT_FOUND'],
});
