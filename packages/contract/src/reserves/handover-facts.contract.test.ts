import { describe, expect, it } from 'vitest';
import { MAX_DRIVEN_KM_PER_DAY, reportTimeProblem, returnOdometerProblem } from './handover-facts.js';

const checkIn = { odometerKm: 50_000, recordedAt: new Date('2027-01-10T01:00:00Z') }; // 10:00 JST on the 10th

describe('returnOdometerProblem', () => {
  it('refuses an odometer below the check-in’s, naming both figures', () => {
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 1, returnedAt: new Date('2027-01-11T01:00:00Z') })).toEqual({
      path: 'odometerKm',
      message: '返却時の走行距離（1 km）が貸出時の走行距離（50,000 km）より小さくなっています。走行距離計の値を確認してください。',
    });
  });

  it('takes the same figure and up to the daily maximum per day of the stay, check-in and return days included', () => {
    const returnedAt = new Date('2027-01-11T23:00:00Z'); // 08:00 JST on the 12th: three days
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 50_000, returnedAt })).toBeNull();
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 50_000 + 3 * MAX_DRIVEN_KM_PER_DAY, returnedAt })).toBeNull();
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 50_001 + 3 * MAX_DRIVEN_KM_PER_DAY, returnedAt })?.message).toBe(
      '走行距離が貸出時から4,501 km増えています。3日間で走れる距離（1日あたり1,500 kmまで）を超えているため、走行距離計の値を確認してください。',
    );
  });

  it('counts a same-day return as one day, and checks nothing when the check-in had no odometer', () => {
    const sameDay = new Date('2027-01-10T05:00:00Z');
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 51_500, returnedAt: sameDay })).toBeNull();
    expect(returnOdometerProblem({ checkIn, returnOdometerKm: 51_501, returnedAt: sameDay })?.path).toBe('odometerKm');
    expect(returnOdometerProblem({ checkIn: { ...checkIn, odometerKm: null }, returnOdometerKm: 0, returnedAt: sameDay })).toBeNull();
  });
});

describe('reportTimeProblem', () => {
  const now = new Date('2027-01-12T03:00:00Z');
  const stay = { startDate: '2027-01-10', returnedAt: null, now };

  it('takes the start day from 00:00 in Japan up to now (with a few minutes for clocks)', () => {
    expect(reportTimeProblem({ ...stay, occurredAt: new Date('2027-01-09T15:00:00Z') })).toBeNull();
    expect(reportTimeProblem({ ...stay, occurredAt: new Date(now.getTime() + 4 * 60_000) })).toBeNull();
  });

  it('refuses a time before the start day, after the return, or in the future, in Japanese', () => {
    expect(reportTimeProblem({ ...stay, occurredAt: new Date('2027-01-09T14:59:59Z') })).toEqual({
      path: 'occurredAt',
      message: '発生日時が利用開始日（2027年1月10日）より前です。この予約の利用期間中の日時を指定してください。',
    });
    expect(reportTimeProblem({ ...stay, occurredAt: new Date(now.getTime() + 6 * 60_000) })?.message).toBe(
      '発生日時に未来の日時は指定できません。',
    );
    const returnedAt = new Date('2027-01-11T09:30:00Z');
    expect(reportTimeProblem({ ...stay, returnedAt, occurredAt: new Date('2027-01-11T09:31:00Z') })?.message).toBe(
      '発生日時が返却の記録（2027年1月11日 18:30）より後です。この予約の利用期間中の日時を指定してください。',
    );
    expect(reportTimeProblem({ ...stay, returnedAt, occurredAt: returnedAt })).toBeNull();
  });
});
