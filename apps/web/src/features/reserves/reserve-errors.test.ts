import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { reserveMessages as m } from './messages';
import { reserveProblemOf } from './reserve-errors';

describe('reserveProblemOf', () => {
  it('names the taken days of a 409 RESERVE_PERIOD_UNAVAILABLE', () => {
    const error = new ApiError('RESERVE_PERIOD_UNAVAILABLE', '選んだ日程は予約できません。', 409, [
      { path: 'startDate', message: '2026-12-02 は予約できません' },
    ]);
    expect(reserveProblemOf(error)).toEqual({
      kind: 'period',
      message: m.errors.periodUnavailable,
      details: ['2026-12-02 は予約できません'],
    });
  });

  it('explains the missing licence, a changed price and a reused key', () => {
    expect(reserveProblemOf(new ApiError('DRIVER_LICENSE_REQUIRED', 'x', 422))).toEqual({ kind: 'license' });
    expect(reserveProblemOf(new ApiError('RESERVE_PRICE_CHANGED', 'x', 409)).kind).toBe('price');
    expect(reserveProblemOf(new ApiError('IDEMPOTENCY_KEY_REUSED', 'x', 422)).kind).toBe('keyReused');
  });

  it('passes the API’s Japanese message and details for the listing’s rules', () => {
    const error = new ApiError('RESERVE_CONDITIONS_INVALID', '予約の条件を満たしていません。', 422, [
      { path: 'endDate', message: 'この車両は2日以上から予約できます。' },
    ]);
    expect(reserveProblemOf(error)).toEqual({
      kind: 'conditions',
      message: '予約の条件を満たしていません。',
      details: ['この車両は2日以上から予約できます。'],
    });
  });

  it('never shows a raw error: anything else is the fallback', () => {
    expect(reserveProblemOf(new Error('boom'))).toEqual({ kind: 'other', message: m.errors.createFailed });
    expect(reserveProblemOf(new ApiError('INTERNAL', 'x', 500), 'だめでした')).toEqual({ kind: 'other', message: 'だめでした' });
  });

  it('gives a declined card the processor’s reason (the detail at paymentToken), and the provider down as nothing charged', () => {
    const declined = new ApiError('PAYMENT_DECLINED', 'カードが利用できませんでした。', 402, [
      { path: 'paymentToken', message: 'セキュリティコードが正しくありません。' },
    ]);
    expect(reserveProblemOf(declined)).toEqual({ kind: 'declined', message: 'セキュリティコードが正しくありません。' });
    expect(reserveProblemOf(new ApiError('PAYMENT_DECLINED', 'カードが利用できませんでした。', 402))).toEqual({
      kind: 'declined',
      message: 'カードが利用できませんでした。',
    });
    const down = reserveProblemOf(new ApiError('PAYMENT_PROVIDER_UNAVAILABLE', 'x', 503));
    expect(down.kind === 'other' && down.message).toContain('請求は発生していません');
  });
});
