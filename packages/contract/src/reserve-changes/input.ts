import { z } from 'zod';
import { multiLineText } from '../common.js';
import { checkReserveDates, reserveDates, reserveOptionInput, reservePeople } from '../reserves/dto.js';

/**
 * What a guest sends to ask for a change (or an extension), and what a host sends to propose one: the whole new
 * trip (dates, people, options), checked before anything is read or written. The rules that need the reservation
 * (same as booked, extension only during the trip) are `changeProblem`'s; the listing's (capacity, length) are the quote's.
 */
export const reserveChangeInput = z
  .strictObject({
    ...reserveDates,
    /** Left out: the booked people and options stay (a change of the dates only). */
    people: reservePeople.optional(),
    options: z
      .array(reserveOptionInput)
      .max(30, 'オプションは30件まで選べます。')
      .refine((list) => new Set(list.map((o) => o.additionalFacilityId)).size === list.length, '同じオプションが重複しています。')
      .optional(),
    message: multiLineText('メッセージ').max(1000, 'メッセージは1000文字以内で入力してください。').optional(),
  })
  .superRefine(checkReserveDates);
export type ReserveChangeInput = z.infer<typeof reserveChangeInput>;
