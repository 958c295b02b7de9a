import { z } from 'zod';
import { multiLineText } from '../common.js';
import { checkReserveDates, reserveDates, reserveOptionsInput, reservePeople } from '../reserves/dto.js';

/**
 * What a guest sends to ask for a change (or an extension), and what a host sends to propose one: the whole new
 * trip (dates, people, options), checked before anything is read or written. The rules that need the reservation
 * (same as booked, extension only during the trip) are `changeProblem`'s; the listing's (capacity, length) are the quote's.
 */
export const reserveChangeInput = z
  .strictObject({
    ...reserveDates,
    people: reservePeople.default(1),
    options: reserveOptionsInput,
    message: multiLineText('メッセージ').max(1000, 'メッセージは1000文字以内で入力してください。').optional(),
  })
  .superRefine(checkReserveDates);
export type ReserveChangeInput = z.infer<typeof reserveChangeInput>;
