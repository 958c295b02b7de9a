import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { AccidentKind, accidentReport, privatePhotoIds, reserveIdInput } from './dto.js';

// The place is one line; the description may have several.
const text = (label: string, max: number, lines: 'single' | 'multi') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { typeError: `${label}を入力してください。` })
    .min(1, `${label}を入力してください。`)
    .max(max, `${label}は${max}文字以内で入力してください。`);

/**
 * Either party reports an accident or a defect while the reservation is Approved, Renting or
 * Returned: what, where, when, photos (the reporter's private images), whether the police were
 * called. Both parties and operators read it; the other party is notified.
 */
export const createReserveAccidentOrDefect = defineEndpoint({
  path: '/v1/create-reserve-accident-or-defect',
  tag: 'reserves',
  summary: '事故・不具合を報告する（予約の当事者のみ）',
  access: 'user',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: z.strictObject({
    reserveId: reserveIdInput,
    kind: z.enum(AccidentKind.values, { error: '事故か不具合かを選んでください。' }),
    occurredAt: z.iso.datetime({ offset: true, error: '発生日時が正しくありません。' }),
    place: text('発生場所', 200, 'single'),
    description: text('内容', 3000, 'multi'),
    policeCalled: z.boolean({ error: '警察への届け出の有無を選んでください。' }),
    photoIds: privatePhotoIds,
  }),
  output: accidentReport,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'RESERVE_ACTION_FORBIDDEN',
    'RESERVE_STATUS_CONFLICT',
    'RESERVE_CONDITIONS_INVALID',
    'IMAGE_NOT_FOUND',
  ],
});
