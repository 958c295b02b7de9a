import { describe, expect, it } from 'vitest';
import { quoteCarReserve, quoteSpotReserve } from '../reserves/quote.js';
import { reserveChangeInput } from './input.js';
import { changeExpiresAt, changeProblem, repriceChange } from './rules.js';

const car = { pricePerDay: 10_000, insurancePricePerDay: 1_000, cleaningFee: 3_000, minDays: 1, maxDays: 30, options: [] };
const quoteCar = (startDate: string, endDate: string, pricePerDay = car.pricePerDay) => {
  const result = quoteCarReserve({ car: { ...car, pricePerDay }, startDate, endDate, options: [] });
  if (!result.ok) throw new Error('quote failed');
  return result.quote;
};
const trip = { status: 'Approved', startDate: '2027-05-10', endDate: '2027-05-12', people: 1, options: [] };
const bookedQuote = quoteCar('2027-05-10', '2027-05-12');
const booked = { startDate: '2027-05-10', endDate: '2027-05-12', lines: bookedQuote.lines, total: bookedQuote.total };

describe('changeExpiresAt', () => {
  it('waits 24 hours when the start is far', () => {
    const at = new Date('2027-05-01T03:00:00Z');
    expect(changeExpiresAt({ at, status: 'Approved', startDate: '2027-05-10', endDate: '2027-05-12' })).toEqual(
      new Date('2027-05-02T03:00:00Z'),
    );
  });
  it('waits half the time left before the start (Japan time), at least one hour', () => {
    // The start day begins at 2027-05-09T15:00Z; 10 hours left → 5 hours.
    const at = new Date('2027-05-09T05:00:00Z');
    expect(changeExpiresAt({ at, status: 'Approved', startDate: '2027-05-10', endDate: '2027-05-12' })).toEqual(
      new Date('2027-05-09T10:00:00Z'),
    );
    const late = new Date('2027-05-09T14:30:00Z');
    expect(changeExpiresAt({ at: late, status: 'Approved', startDate: '2027-05-10', endDate: '2027-05-12' })).toEqual(
      new Date('2027-05-09T15:30:00Z'),
    );
  });
  it('expires at the end of the trip during the trip', () => {
    const at = new Date('2027-05-11T01:00:00Z');
    expect(changeExpiresAt({ at, status: 'Renting', startDate: '2027-05-10', endDate: '2027-05-12' })).toEqual(
      new Date('2027-05-12T15:00:00Z'),
    );
  });
});

describe('changeProblem', () => {
  const now = new Date('2027-05-01T00:00:00Z');
  it('refuses the booked trip itself, a returned trip and a request', () => {
    expect(changeProblem(trip, trip, now)?.message).toBe('現在の予約内容と同じです。変更する内容を指定してください。');
    expect(changeProblem({ ...trip, status: 'Returned' }, { ...trip, endDate: '2027-05-13' }, now)?.message).toBe(
      '返却済みの予約は変更できません。',
    );
    expect(changeProblem({ ...trip, status: 'Request' }, { ...trip, endDate: '2027-05-13' }, now)?.path).toBe('status');
  });
  it('refuses an end before the start and a start in the past', () => {
    expect(changeProblem(trip, { ...trip, endDate: '2027-05-09' }, now)?.path).toBe('endDate');
    expect(changeProblem(trip, { ...trip, startDate: '2027-04-30' }, now)?.message).toBe('開始日は今日以降の日付を指定してください。');
  });
  it('lets a Renting trip only extend', () => {
    const renting = { ...trip, status: 'Renting' };
    expect(changeProblem(renting, { ...trip, endDate: '2027-05-14' }, now)).toBeNull();
    expect(changeProblem(renting, { ...trip, endDate: '2027-05-11' }, now)?.message).toBe('利用中の予約は終了日を延ばす延長のみできます。');
    expect(changeProblem(renting, { ...trip, startDate: '2027-05-11', endDate: '2027-05-14' }, now)?.path).toBe('startDate');
  });
  it('accepts new dates of an Approved trip', () => {
    expect(changeProblem(trip, { ...trip, startDate: '2027-05-11', endDate: '2027-05-14' }, now)).toBeNull();
  });
});

/** The booked car trip changed to `startDate`..`endDate`, priced today at `pricePerDay`, asked at `requestedAt`. */
const repriceCar = (startDate: string, endDate: string, pricePerDay: number, requestedAt: string) =>
  repriceChange({
    booked,
    wish: { startDate, endDate },
    today: quoteCar(startDate, endDate, pricePerDay),
    countsEndDay: true,
    requestedAt: new Date(requestedAt),
  });

describe('repriceChange', () => {
  it('keeps the booked price of unchanged days and prices added days today, insurance included', () => {
    const r = repriceCar('2027-05-10', '2027-05-14', 12_000, '2027-05-01T00:00:00Z');
    expect(r.lines).toEqual([
      { label: '基本料金（追加2日分: 12,000円 × 2日）', amount: 24_000 },
      { label: '補償料（保険）（追加2日分: 1,000円 × 2日）', amount: 2_000 },
    ]);
    expect(r.difference).toBe(26_000);
    expect(r.total).toBe(booked.total + 26_000);
    expect(r.priceLines.reduce((s, l) => s + l.amount, 0)).toBe(r.total);
  });
  it('refunds removed days by the cancellation policy as of the request', () => {
    // 5 days before the start: the policy keeps 30 %.
    const r = repriceCar('2027-05-10', '2027-05-11', 12_000, '2027-05-05T00:00:00Z');
    expect(r.lines).toEqual([
      { label: '基本料金（取消1日分の返金、キャンセル料30%を差し引き）', amount: -7_000 },
      { label: '補償料（保険）（取消1日分の返金、キャンセル料30%を差し引き）', amount: -700 },
    ]);
    expect(r.difference).toBe(-7_700);
    expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBe(r.difference);
  });
  it('moves the dates: the overlap keeps its price, the new days take today’s, the old ones are refunded free 8+ days ahead', () => {
    const r = repriceCar('2027-05-11', '2027-05-13', 11_000, '2027-04-01T00:00:00Z');
    expect(r.difference).toBe(11_000 - 10_000);
    expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBe(r.difference);
  });
  it('reprices a stay by its nights and a people change through the quote', () => {
    const plan = { name: 'オートサイト', price: 5_000, priceUnit: 'PerDay' as const, maxPeople: 4 };
    const q = (endDate: string) => {
      const result = quoteSpotReserve({
        spotKind: 'Land',
        plan,
        offeredOptions: [],
        startDate: '2027-05-10',
        endDate,
        people: 2,
        options: [],
      });
      if (!result.ok) throw new Error('quote failed');
      return result.quote;
    };
    const was = q('2027-05-12');
    const r = repriceChange({
      booked: { startDate: '2027-05-10', endDate: '2027-05-12', lines: was.lines, total: was.total },
      wish: { startDate: '2027-05-10', endDate: '2027-05-13' },
      today: q('2027-05-13'),
      countsEndDay: false,
      requestedAt: new Date('2027-04-01T00:00:00Z'),
    });
    expect(r.lines).toEqual([{ label: 'オートサイト（追加1日分: 5,000円 × 1日）', amount: 5_000 }]);
    expect(r.days).toBe(3);
  });
});

describe('reserveChangeInput', () => {
  it('refuses an end before the start in Japanese', () => {
    const result = reserveChangeInput.safeParse({ startDate: '2027-05-12', endDate: '2027-05-10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('終了日は開始日以降の日付を指定してください。');
  });
  it('refuses people over the field’s bound and unknown keys', () => {
    expect(reserveChangeInput.safeParse({ startDate: '2027-05-10', endDate: '2027-05-12', people: 101 }).error?.issues[0]?.message).toBe(
      '人数は100人以下で入力してください。',
    );
    expect(reserveChangeInput.safeParse({ startDate: '2027-05-10', endDate: '2027-05-12', extra: 1 }).success).toBe(false);
  });
});
