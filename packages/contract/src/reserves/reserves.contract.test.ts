import { describe, expect, it } from 'vitest';
import { cancellationPreview } from './cancellation.js';
import { addDays, daysFrom, endOfJapanDay, japanDay } from './japan-date.js';
import {
  DEFAULT_MARKETPLACE_FEE_RATE,
  marketplaceFeeOf,
  quoteCarReserve,
  reserveSplitOf,
  quoteSpotReserve,
  startDateProblems,
} from './quote.js';
import { allowedActionsFor, isAllowedTransition, mayFire, reserveTransitions } from './transitions.js';

const car = {
  pricePerDay: 8000,
  insurancePricePerDay: 1200,
  cleaningFee: 2000,
  minDays: 2,
  maxDays: 7,
  options: [
    { id: 'bed', name: '寝具セット', price: 500, priceUnit: 'PerDay' as const },
    { id: 'bbq', name: 'BBQセット', price: 3000, priceUnit: 'Oneshot' as const },
    { id: 'chair', name: 'チェア', price: 300, priceUnit: 'PerUnit' as const },
  ],
};

describe('Japan days', () => {
  it('turns at 15:00 UTC and rolls months and years', () => {
    expect(japanDay(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(japanDay(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysFrom('2026-12-30', '2027-01-02')).toBe(3);
    expect(endOfJapanDay('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});

describe('quoteCarReserve', () => {
  it('prices days, insurance, options by unit and cleaning once', () => {
    const result = quoteCarReserve({
      car,
      startDate: '2026-12-30',
      endDate: '2027-01-01',
      options: [
        { additionalFacilityId: 'bed', quantity: 2 },
        { additionalFacilityId: 'bbq', quantity: 1 },
        { additionalFacilityId: 'chair', quantity: 4 },
      ],
    });
    expect(result.ok && result.quote.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['Base', 24000],
      ['Insurance', 3600],
      ['Option', 3000],
      ['Option', 3000],
      ['Option', 1200],
      ['CleaningFee', 2000],
    ]);
    expect(result.ok && result.quote.total).toBe(36800);
  });

  it('leaves the length to the API when told (the web: a dated rule may allow another), still refusing a return before the start', () => {
    const short = quoteCarReserve({ car, startDate: '2026-12-01', endDate: '2026-12-01', options: [], checkLength: false });
    expect(short.ok && short.quote.days).toBe(1);
    expect(quoteCarReserve({ car, startDate: '2026-12-01', endDate: '2026-12-20', options: [], checkLength: false }).ok).toBe(true);
    expect(quoteCarReserve({ car, startDate: '2026-12-02', endDate: '2026-12-01', options: [], checkLength: false })).toEqual({
      ok: false,
      problems: [{ path: 'endDate', message: '返却日は利用開始日以降の日付を指定してください。' }],
    });
  });

  it('names every broken rule', () => {
    expect(quoteCarReserve({ car, startDate: '2026-12-01', endDate: '2026-12-01', options: [] })).toEqual({
      ok: false,
      problems: [{ path: 'endDate', message: 'この車両は2日以上から予約できます。' }],
    });
    const tooLong = quoteCarReserve({
      car,
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      options: [{ additionalFacilityId: 'x', quantity: 1 }],
    });
    expect(tooLong.ok || tooLong.problems.map((p) => p.path)).toEqual(['endDate', 'options.0.additionalFacilityId']);
  });
});

describe('quoteSpotReserve', () => {
  const plan = { name: 'オートサイト', price: 4000, priceUnit: 'PerDay' as const, maxPeople: 4 };
  it('counts nights of a stay and one day of an activity', () => {
    const stay = quoteSpotReserve({
      spotKind: 'Land',
      plan,
      offeredOptions: [],
      startDate: '2027-01-30',
      endDate: '2027-02-02',
      people: 4,
      options: [],
    });
    expect(stay.ok && [stay.quote.days, stay.quote.total]).toEqual([3, 12000]);
    const activity = quoteSpotReserve({
      spotKind: 'Activity',
      plan: { ...plan, priceUnit: 'Oneshot' },
      offeredOptions: [],
      startDate: '2027-01-30',
      endDate: '2027-01-30',
      people: 1,
      options: [],
    });
    expect(activity.ok && [activity.quote.days, activity.quote.total]).toEqual([1, 4000]);
    const twoDays = quoteSpotReserve({
      spotKind: 'Activity',
      plan,
      offeredOptions: [],
      startDate: '2027-01-30',
      endDate: '2027-01-31',
      people: 5,
      options: [],
    });
    expect(twoDays.ok || twoDays.problems.map((p) => p.path)).toEqual(['endDate', 'people']);
  });
});

describe('fees and the cancellation policy', () => {
  it('rounds the marketplace fee down without floating point errors', () => {
    expect(marketplaceFeeOf(100, 0.29)).toBe(29);
    expect(marketplaceFeeOf(12_801, 0.1)).toBe(1280);
    expect(marketplaceFeeOf(0, 0.1)).toBe(0);
  });

  it("takes the terms' fee from the price without insurance, and pays the host the rest of that price (第12条)", () => {
    const lines = [
      { kind: 'Base', name: '基本料金', unitPrice: 16_000, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 48_000 },
      { kind: 'Insurance', name: '保険料', unitPrice: 2_200, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 6_600 },
      { kind: 'CleaningFee', name: '清掃料', unitPrice: 5_501, priceUnit: 'Oneshot', quantity: 1, days: 1, amount: 5_501 },
    ] as const;
    expect(DEFAULT_MARKETPLACE_FEE_RATE).toBe(0.2);
    // 53,501 × 0.2 = 10,700.2 → 10,700; the guest's 60,101 = 6,600 insurance + 10,700 fee + 42,801 to the host.
    expect(reserveSplitOf(lines, 0.2)).toEqual({ feeBase: 53_501, marketplaceFee: 10_700, hostShare: 42_801 });
    expect(reserveSplitOf(lines.slice(1, 2), 0.2)).toEqual({ feeBase: 0, marketplaceFee: 0, hostShare: 0 });
    expect(reserveSplitOf([], 0.2)).toEqual({ feeBase: 0, marketplaceFee: 0, hostShare: 0 });
  });

  it('charges by the days left before the start day, only the guest, only after approval', () => {
    const at = (today: string, role: 'Guest' | 'Host' | 'Operator' = 'Guest', status: 'Request' | 'Approved' | 'Renting' = 'Approved') =>
      cancellationPreview({ status, role, startDate: '2027-01-10', today, total: 10_001 });
    expect(at('2027-01-02')?.fee).toBe(0);
    expect(at('2027-01-03')?.fee).toBe(3000);
    expect(at('2027-01-07')?.fee).toBe(3000);
    expect(at('2027-01-08')?.fee).toBe(5000);
    expect(at('2027-01-09')?.fee).toBe(5000);
    expect(at('2027-01-10')).toMatchObject({ fee: 10_001, feeRate: 1 });
    expect(at('2027-01-10', 'Host')?.fee).toBe(0);
    expect(at('2027-01-10', 'Guest', 'Request')?.fee).toBe(0);
    expect(at('2027-01-10', 'Guest', 'Renting')).toBeNull();
  });
});

describe('the transition table', () => {
  it('lets each role fire only its rows', () => {
    expect(mayFire('approve', 'Request', 'Host')).toBe(true);
    expect(mayFire('approve', 'Request', 'Guest')).toBe(false);
    expect(mayFire('autoCancel', 'Request', 'System')).toBe(true);
    expect(mayFire('autoCancel', 'Approved', 'System')).toBe(false);
    expect(mayFire('return', 'Approved', 'Host')).toBe(false);
    expect(isAllowedTransition(null, 'Request')).toBe(true);
    expect(isAllowedTransition('Returned', 'Canceled')).toBe(false);
    expect(reserveTransitions.every((t) => t.from !== t.to)).toBe(true);
  });

  it('offers renting and reports (to the parties) from the start day only', () => {
    expect(allowedActionsFor({ status: 'Approved', role: 'Host', startDate: '2027-01-10', today: '2027-01-09' })).toEqual(['cancel']);
    expect(allowedActionsFor({ status: 'Approved', role: 'Host', startDate: '2027-01-10', today: '2027-01-10' })).toEqual([
      'cancel',
      'rent',
      'reportAccident',
    ]);
    expect(allowedActionsFor({ status: 'Renting', role: 'Operator', startDate: '2027-01-10', today: '2027-01-10' })).toEqual([]);
  });
});

describe('startDateProblems', () => {
  it('takes today, refuses yesterday and more than 365 days ahead', () => {
    expect(startDateProblems('2026-12-31', '2026-12-31')).toEqual([]);
    expect(startDateProblems('2026-12-30', '2026-12-31')[0]?.path).toBe('startDate');
    expect(startDateProblems('2028-01-01', '2026-12-31')).toHaveLength(1);
  });
});
