import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../reserves/japan-date.js';
import {
  type AvailabilityRules,
  type HeldTrip,
  bufferedRange,
  defaultAvailability,
  lengthRuleFor,
  noticeMessage,
  startProblem,
  tripProblem,
} from './availability.js';

/** 2026-12-01 (Tuesday) 09:00 in Japan. */
const NOW = new Date('2026-12-01T00:00:00Z');
const nights = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({ ...defaultAvailability('Nights', 1, 30), ...over });
const days = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({ ...defaultAvailability('Days', 1, 14), ...over });
const none = new Set<string>();

const start = (rules: AvailabilityRules, day: string, held: HeldTrip[] = [], now = NOW) =>
  startProblem({ rules, day, now, held, blocked: none });

describe('advance notice, in Japan calendar days with a cut-off hour', () => {
  it('says it the Japanese way', () => {
    expect(noticeMessage({ days: 2, cutoffHour: 24 })).toBe('予約受付は2日前まで');
    expect(noticeMessage({ days: 1, cutoffHour: 18 })).toBe('予約受付は前日18時まで');
    expect(noticeMessage({ days: 0, cutoffHour: 10 })).toBe('予約受付は当日10時まで');
  });

  it('closes "the day before until 18:00" at 18:00 Japan time, not 24 hours before', () => {
    const rules = nights({ advanceNotice: { days: 1, cutoffHour: 18 } });
    expect(start(rules, '2026-12-02', [], new Date('2026-12-01T08:59:00Z'))).toBeNull(); // 17:59 JST
    expect(start(rules, '2026-12-02', [], new Date('2026-12-01T09:00:00Z'))?.message).toBe('予約受付は前日18時まで');
    expect(start(rules, '2026-12-01')?.code).toBe('Notice');
  });

  it('counts calendar days: two days ahead is open until the end of the day two days before', () => {
    const rules = nights({ advanceNotice: { days: 2, cutoffHour: 24 } });
    expect(start(rules, '2026-12-03', [], new Date('2026-12-01T14:59:00Z'))).toBeNull(); // 23:59 JST
    expect(start(rules, '2026-12-03', [], new Date('2026-12-01T15:00:00Z'))?.code).toBe('Notice'); // 12-02 00:00 JST: 12-03 is tomorrow
  });
});

describe('the other reasons a day cannot start a trip', () => {
  it('gives the horizon and the weekdays', () => {
    expect(start(nights({ horizonDays: 30 }), '2026-12-31')).toBeNull();
    expect(start(nights({ horizonDays: 30 }), '2027-01-01')).toEqual({ code: 'Horizon', message: '受付期間外' });
    expect(start(nights({ startWeekdays: [5, 6] }), '2026-12-04')).toBeNull(); // a Friday
    expect(start(nights({ startWeekdays: [6, 5] }), '2026-12-07')).toEqual({ code: 'Weekday', message: '金・土曜日のみ利用開始できます' });
  });

  it('marks the preparation days around a reservation, a stay’s check-out day being free for the next group', () => {
    const held = [{ start: '2026-12-10', end: '2026-12-12' }]; // nights of the 10th and 11th
    const rules = nights({ bufferDaysBefore: 1, bufferDaysAfter: 1 });
    expect(start(rules, '2026-12-09', held)).toEqual({ code: 'Buffer', message: '準備日' });
    expect(start(rules, '2026-12-11', held)?.code).toBe('Taken');
    expect(start(rules, '2026-12-12', held)?.code).toBe('Buffer');
    expect(start(rules, '2026-12-13', held)).toBeNull();
    expect(start(nights(), '2026-12-12', held)).toBeNull();
  });

  it('holds a car’s end day itself', () => {
    const held = [{ start: '2026-12-10', end: '2026-12-12' }];
    expect(start(days(), '2026-12-12', held)?.code).toBe('Taken');
    expect(start(days(), '2026-12-13', held)).toBeNull();
  });
});

describe('a whole trip', () => {
  const trip = (rules: AvailabilityRules, from: string, to: string, held: HeldTrip[] = [], blocked = none) =>
    tripProblem({ rules, start: from, end: to, now: NOW, held, blocked });

  it('lets the rule of the first night govern the length (「GW は3泊以上」)', () => {
    const rules = nights({ overrides: [{ from: '2027-04-29', to: '2027-05-05', minLength: 3, maxLength: 30 }] });
    expect(lengthRuleFor(rules, '2027-05-01').minLength).toBe(3);
    expect(trip(rules, '2027-05-01', '2027-05-03')).toEqual({ path: 'endDate', message: 'この期間は3泊以上から予約できます。' });
    expect(trip(rules, '2027-05-01', '2027-05-04')).toBeNull();
    // Starting the night before the period, the listing's own rule governs even though the trip runs into GW.
    expect(trip(rules, '2027-04-28', '2027-04-30')).toBeNull();
  });

  it('refuses a trip over a held, blocked or preparation day, and one whose own preparation days fall on another trip', () => {
    const held = [{ start: '2026-12-10', end: '2026-12-12' }];
    const rules = nights({ bufferDaysBefore: 0, bufferDaysAfter: 2 });
    expect(trip(nights(), '2026-12-08', '2026-12-11', held)?.message).toBe('期間中に予約済みの日があります。');
    expect(trip(nights(), '2026-12-05', '2026-12-07', [], new Set(['2026-12-06']))?.message).toBe('期間中に受付停止日があります。');
    expect(trip(rules, '2026-12-12', '2026-12-14', held)?.path).toBe('startDate');
    expect(trip(rules, '2026-12-14', '2026-12-15', held)).toBeNull();
    // A trip ending just before a reservation: its two days after would cover that reservation's first night.
    expect(trip(rules, '2026-12-05', '2026-12-09', held)?.message).toBe('前後の準備日が他の予約と重なります。');
  });

  it('gives the buffered range the no-overlap guarantee holds, end exclusive', () => {
    const rules = nights({ bufferDaysBefore: 1, bufferDaysAfter: 2 });
    expect(bufferedRange({ start: '2026-12-10', end: '2026-12-12' }, rules)).toEqual({ start: '2026-12-09', end: '2026-12-14' });
    expect(bufferedRange({ start: '2026-12-10', end: '2026-12-12' }, days())).toEqual({ start: '2026-12-10', end: '2026-12-13' });
  });
});

describe('the same answers whatever the process’s time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  const answers = () => {
    const rules = nights({
      advanceNotice: { days: 1, cutoffHour: 18 },
      bufferDaysAfter: 1,
      horizonDays: 60,
      startWeekdays: [1, 2, 3, 4, 5],
    });
    const held = [{ start: '2026-12-10', end: '2026-12-12' }];
    const out: (string | null)[] = [];
    for (let i = 0; i < 70; i++) {
      for (const instant of ['2026-12-01T08:59:00Z', '2026-12-01T09:00:00Z', '2026-12-01T15:30:00Z']) {
        out.push(startProblem({ rules, day: addDays('2026-11-30', i), now: new Date(instant), held, blocked: none })?.code ?? null);
      }
    }
    return out;
  };

  it('answers alike under UTC, Asia/Tokyo and America/Los_Angeles', () => {
    process.env.TZ = 'UTC';
    const utc = answers();
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2026-12-01T00:00:00Z').getHours()).toBe(16); // the zone really changed
    expect(answers()).toEqual(utc);
    process.env.TZ = 'Asia/Tokyo';
    expect(answers()).toEqual(utc);
  });
});

describe('for any rules', () => {
  const rulesArb = fc.record({
    unit: fc.constantFrom('Days' as const, 'Nights' as const),
    advanceNotice: fc.record({ days: fc.nat(5), cutoffHour: fc.integer({ min: 0, max: 24 }) }),
    bufferDaysBefore: fc.nat(3),
    bufferDaysAfter: fc.nat(3),
    horizonDays: fc.integer({ min: 1, max: 730 }),
    startWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    minLength: fc.integer({ min: 1, max: 4 }),
    maxLength: fc.integer({ min: 4, max: 30 }),
    overrides: fc.constant([]),
  });

  it('never accepts a trip that shares a day with a held trip’s days or buffers', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.nat(60),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(60),
        fc.integer({ min: 1, max: 10 }),
        (rules, a, alen, b, blen) => {
          const held = [{ start: addDays('2026-12-02', a), end: addDays('2026-12-02', a + alen) }];
          const from = addDays('2026-12-02', b);
          const to = addDays(from, blen);
          if (tripProblem({ rules, start: from, end: to, now: NOW, held, blocked: none }) !== null) return;
          const mine = bufferedRange({ start: from, end: to }, { ...rules, bufferDaysBefore: 0, bufferDaysAfter: 0 });
          const theirs = bufferedRange(held[0]!, rules);
          const mineBuffered = bufferedRange({ start: from, end: to }, rules);
          const theirsRaw = bufferedRange(held[0]!, { ...rules, bufferDaysBefore: 0, bufferDaysAfter: 0 });
          expect(mine.end <= theirs.start || theirs.end <= mine.start).toBe(true);
          expect(mineBuffered.end <= theirsRaw.start || theirsRaw.end <= mineBuffered.start).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
