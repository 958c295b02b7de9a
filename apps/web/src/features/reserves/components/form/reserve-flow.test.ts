import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { reserveMessages as m } from '../../messages';
import { quoteStateOf } from './reserve-flow';

const quote = { days: 2, lines: [], total: 25600 };
const idleQuery = { data: undefined, error: null, isFetching: false, isPlaceholderData: false };

describe('quoteStateOf', () => {
  it('waits for the dates, then loads, then shows the quote (dimmed while the next one loads)', () => {
    expect(quoteStateOf({ asked: false, localProblems: [], query: idleQuery })).toEqual({ status: 'idle', reason: undefined });
    expect(quoteStateOf({ asked: false, localProblems: [], query: idleQuery, idleReason: 'プランを選んでください。' })).toEqual({
      status: 'idle',
      reason: 'プランを選んでください。',
    });
    expect(quoteStateOf({ asked: true, localProblems: [], query: { ...idleQuery, isFetching: true } })).toEqual({ status: 'loading' });
    expect(quoteStateOf({ asked: true, localProblems: [], query: { ...idleQuery, data: quote } })).toEqual({
      status: 'ready',
      quote,
      updating: false,
    });
    expect(quoteStateOf({ asked: true, localProblems: [], query: { ...idleQuery, data: quote, isPlaceholderData: true } })).toMatchObject({
      updating: true,
    });
  });

  it('says the listing’s own rules before asking the API', () => {
    const state = quoteStateOf({
      asked: false,
      localProblems: [{ path: 'endDate', message: 'この車両は2日以上から予約できます。' }],
      query: idleQuery,
    });
    expect(state).toEqual({
      status: 'problem',
      problem: { kind: 'conditions', message: m.errors.conditions, details: ['この車両は2日以上から予約できます。'] },
    });
  });

  it('turns the API’s refusal into the inline problem once the answer is in', () => {
    const error = new ApiError('RESERVE_PERIOD_UNAVAILABLE', '選んだ日程は予約できません。', 409, [
      { path: 'startDate', message: '2026-12-02 は予約できません' },
    ]);
    expect(quoteStateOf({ asked: true, localProblems: [], query: { ...idleQuery, error } })).toEqual({
      status: 'problem',
      problem: { kind: 'period', message: m.errors.periodUnavailable, details: ['2026-12-02 は予約できません'] },
    });
    expect(quoteStateOf({ asked: true, localProblems: [], query: { ...idleQuery, error, isFetching: true } })).toEqual({
      status: 'loading',
    });
  });
});
