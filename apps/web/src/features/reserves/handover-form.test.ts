import { describe, expect, it } from 'vitest';
import { handoverProblems, handoverProblemsFromDetails, parseOdometer } from './handover-form';
import { reserveMessages as m } from './messages';

describe('parseOdometer', () => {
  it('reads what people type on a Japanese keyboard', () => {
    expect(parseOdometer('12345')).toBe(12345);
    expect(parseOdometer(' 12,345 ')).toBe(12345);
    expect(parseOdometer('１２，３４５')).toBe(12345);
    expect(parseOdometer('0')).toBe(0);
  });

  it('refuses what is not a whole number of km', () => {
    for (const text of ['', '12.5', '-3', 'abc', '2000001']) expect(parseOdometer(text)).toBeNull();
  });
});

describe('handoverProblems', () => {
  it('asks a car for the odometer and the fuel, in Japanese', () => {
    expect(handoverProblems({ odometer: '', fuelLevel: null, note: '' }, true)).toEqual({
      odometer: m.handover.odometerRequired,
      fuelLevel: m.handover.fuelRequired,
    });
    expect(handoverProblems({ odometer: '12.5', fuelLevel: 'Full', note: '' }, true)).toEqual({ odometer: m.handover.odometerInvalid });
    expect(handoverProblems({ odometer: '12345', fuelLevel: 'Half', note: '' }, true)).toEqual({});
  });

  it('asks a spot for nothing but a bounded note', () => {
    expect(handoverProblems({ odometer: '', fuelLevel: null, note: '' }, false)).toEqual({});
    expect(handoverProblems({ odometer: '', fuelLevel: null, note: 'あ'.repeat(1001) }, false)).toEqual({
      note: 'メモは1000文字以内で入力してください。',
    });
  });
});

describe('handoverProblemsFromDetails', () => {
  it('puts each of the API’s details at the form’s field, naming the photos by their place', () => {
    expect(
      handoverProblemsFromDetails([
        { path: 'odometerKm', message: '走行距離が貸出時から60,000 km増えています。' },
        { path: 'photoIds.0', message: '別の予約の写真です。' },
        { path: 'photoIds.2', message: '別の予約の写真です。' },
        { path: 'note', message: 'メモは1000文字以内で入力してください。' },
      ]),
    ).toEqual({
      odometer: '走行距離が貸出時から60,000 km増えています。',
      photos: '1枚目・3枚目の写真: 別の予約の写真です。',
      note: 'メモは1000文字以内で入力してください。',
    });
  });

  it('leaves out what is not a field of the form, and the first message of a field wins', () => {
    expect(handoverProblemsFromDetails(undefined)).toEqual({});
    expect(
      handoverProblemsFromDetails([
        { path: 'reserveId', message: '予約IDが正しくありません。' },
        { path: 'constructor', message: 'x' },
        { path: 'fuelLevel', message: '燃料の残量を選んでください。' },
        { path: 'fuelLevel', message: '二つ目' },
      ]),
    ).toEqual({ fuelLevel: '燃料の残量を選んでください。' });
  });
});
