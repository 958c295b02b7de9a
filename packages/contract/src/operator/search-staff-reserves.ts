import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ReserveStatus } from '../enums.js';
import { staff } from '../id-rules.js';
import { calendarDate } from '../listings/dto.js';
import { pageInput, pageOutput } from '../paging.js';
import { reserveSummary } from '../reserves/dto.js';
import { staffSearchWord } from './console-dto.js';

/**
 * Any reservation, for staff (ADR 0033): by its id, its guest or host (an id, or a name or email
 * fragment), its listing, its state and the days it covers; newest request first.
 */
export const operatorSearchReserves = defineEndpoint({
  path: '/v1/operator/search-reserves',
  name: 'operatorSearchReserves',
  tag: 'operator',
  summary: '予約を検索する（運営のみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve'), guestUserId: staff('user'), hostUserId: staff('user'), listingId: staff('listing') },
  rateLimit: 'search',
  input: z
    .strictObject({
      reserveId: z.uuid({ error: '予約番号（ID）の形式が正しくありません。' }).optional(),
      guestUserId: z.uuid({ error: 'ゲストの ID の形式が正しくありません。' }).optional(),
      hostUserId: z.uuid({ error: 'ホストの ID の形式が正しくありません。' }).optional(),
      listingId: z.uuid({ error: '掲載の ID の形式が正しくありません。' }).optional(),
      /** A fragment of the guest's name or email. */
      guest: staffSearchWord('ゲストの名前・メール').optional(),
      /** A fragment of the host's name or email. */
      host: staffSearchWord('ホストの名前・メール').optional(),
      status: z.enum(ReserveStatus.values, { error: '予約の状態が正しくありません。' }).optional(),
      /** Reservations whose days touch [from, to] (Japan calendar days, both included). */
      from: calendarDate.optional(),
      to: calendarDate.optional(),
      ...pageInput(20, 50),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付を指定してください。' }),
  output: pageOutput(reserveSummary),
});
