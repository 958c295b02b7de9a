import { describe, expect, it } from 'vitest';
import { holidayName, holidaysOf } from './japanese-holidays.js';

describe('holidayName', () => {
  it('knows every holiday of 2026, Golden Week and the September 連休 included', () => {
    expect(Object.fromEntries(holidaysOf(2026))).toEqual({
      '2026-01-01': '元日',
      '2026-01-12': '成人の日',
      '2026-02-11': '建国記念の日',
      '2026-02-23': '天皇誕生日',
      '2026-03-20': '春分の日',
      '2026-04-29': '昭和の日',
      '2026-05-03': '憲法記念日',
      '2026-05-04': 'みどりの日',
      '2026-05-05': 'こどもの日',
      '2026-05-06': '振替休日',
      '2026-07-20': '海の日',
      '2026-08-11': '山の日',
      '2026-09-21': '敬老の日',
      '2026-09-22': '国民の休日',
      '2026-09-23': '秋分の日',
      '2026-10-12': 'スポーツの日',
      '2026-11-03': '文化の日',
      '2026-11-23': '勤労感謝の日',
    });
  });

  it('knows 2027, whose 春分の日 falls on a Sunday', () => {
    expect(holidayName('2027-03-21')).toBe('春分の日');
    expect(holidayName('2027-03-22')).toBe('振替休日');
    expect(holidayName('2027-01-11')).toBe('成人の日');
    expect(holidayName('2027-07-19')).toBe('海の日');
    expect(holidayName('2027-09-20')).toBe('敬老の日');
    expect(holidayName('2027-09-21')).toBeNull(); // 秋分の日 is on the 23rd: no 国民の休日 this time.
    expect(holidayName('2027-09-23')).toBe('秋分の日');
    expect(holidayName('2027-10-11')).toBe('スポーツの日');
    expect(holidaysOf(2027).size).toBe(17);
  });

  it('moves a substitute holiday past the next 祝日 (2008: みどりの日 on a Sunday)', () => {
    expect(holidayName('2008-05-04')).toBe('みどりの日');
    expect(holidayName('2008-05-05')).toBe('こどもの日');
    expect(holidayName('2008-05-06')).toBe('振替休日');
  });

  it('follows the law as it changed: 天皇誕生日, みどりの日, Happy Monday', () => {
    expect(holidayName('2018-12-23')).toBe('天皇誕生日');
    expect(holidayName('2019-12-23')).toBeNull();
    expect(holidayName('2019-02-23')).toBeNull();
    expect(holidayName('2020-02-23')).toBe('天皇誕生日');
    expect(holidayName('2006-04-29')).toBe('みどりの日');
    expect(holidayName('2006-05-04')).toBe('国民の休日');
    expect(holidayName('2002-07-20')).toBe('海の日');
    expect(holidayName('2002-09-15')).toBe('敬老の日');
    expect(holidayName('2019-10-14')).toBe('体育の日');
  });

  it('has the one-off days of 2019 (the enthronement) and of the Tokyo Olympics', () => {
    expect(holidayName('2019-04-30')).toBe('国民の休日');
    expect(holidayName('2019-05-01')).toBe('天皇の即位の日');
    expect(holidayName('2019-05-02')).toBe('国民の休日');
    expect(holidayName('2019-05-06')).toBe('振替休日');
    expect(holidayName('2019-10-22')).toBe('即位礼正殿の儀の行われる日');
    expect(holidayName('2020-07-24')).toBe('スポーツの日');
    expect(holidayName('2020-10-12')).toBeNull();
    expect(holidayName('2021-08-08')).toBe('山の日');
    expect(holidayName('2021-08-09')).toBe('振替休日');
    expect(holidayName('2021-08-11')).toBeNull();
  });

  it('computes the equinoxes far ahead', () => {
    expect(holidayName('2030-03-20')).toBe('春分の日');
    expect(holidayName('2030-09-23')).toBe('秋分の日');
    expect(holidayName('2032-09-21')).toBe('国民の休日');
    expect(holidayName('2099-09-23')).toBe('秋分の日');
  });

  it('answers null for ordinary days, other strings and years it does not cover', () => {
    expect(holidayName('2026-12-05')).toBeNull();
    expect(holidayName('2026-5-5')).toBeNull();
    expect(holidayName('1999-01-01')).toBeNull();
    expect(holidayName('2100-01-01')).toBeNull();
  });
});
