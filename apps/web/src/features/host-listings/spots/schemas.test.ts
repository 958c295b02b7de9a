import { describe, expect, it } from 'vitest';
import { stepFromSearch } from '../shared/steps';
import { emptyPlan, plansSchema, spotLocationSchema, toPlanValues } from './schemas';
import { spotMissingItems } from './steps';

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('location step', () => {
  it('asks for every part of the address in Japanese', () => {
    const result = spotLocationSchema.safeParse({ postalCode: '', prefecture: '', city: '', addressLine: '', access: '' });
    expect(errorsOf(result)).toEqual({
      postalCode: '郵便番号は7桁の数字で入力してください（例: 100-0001）。',
      prefecture: '都道府県を選んでください。',
      city: '市区町村を入力してください。',
      addressLine: '番地・建物名を入力してください。',
    });
  });

  it('refuses a phone number in the access before sending (ADR 0043)', () => {
    const result = spotLocationSchema.safeParse({
      postalCode: '401-0301',
      prefecture: 'Yamanashi',
      city: '富士河口湖町',
      addressLine: '船津1',
      access: '着いたら 090-1234-5678 にお電話を',
    });
    expect(errorsOf(result)).toEqual({
      access: 'アクセスに電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
    });
  });

  it('sends the postal code with its hyphen', () => {
    const parsed = spotLocationSchema.parse({
      postalCode: '４０１０３０１',
      prefecture: 'Yamanashi',
      city: '富士河口湖町',
      addressLine: '船津1',
      access: '',
    });
    expect(parsed.postalCode).toBe('401-0301');
  });
});

describe('plans step', () => {
  const stay = { ...emptyPlan('Land'), name: 'オートサイト 1泊', price: '3,500', maxPeople: '4' };

  it('refuses contact details in a plan’s name and description (ADR 0043)', () => {
    const result = plansSchema('Land').safeParse({
      plans: [{ ...stay, name: '直予約 090-1234-5678', description: '割引は taro@example.com まで' }],
    });
    expect(errorsOf(result)).toEqual({
      'plans.0.name': 'プラン名に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
      'plans.0.description': '紹介文に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
    });
  });

  it('sends a stay with its times and no duration, and keeps a saved plan’s id', () => {
    const parsed = plansSchema('Land').parse({ plans: [{ ...stay, id: '2b8f3d4e-6a7b-4c8d-9e0f-1a2b3c4d5e6f' }, stay] });
    expect(parsed.plans[0]).toEqual({
      id: '2b8f3d4e-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      name: 'オートサイト 1泊',
      description: '',
      price: 3500,
      priceUnit: 'PerDay',
      capacityPerDay: 1,
      maxPeople: 4,
      checkInTime: '15:00',
      checkOutTime: '10:00',
      durationMinutes: null,
    });
    expect(parsed.plans[1]).not.toHaveProperty('id');
  });

  it('asks an activity for its duration, not for times', () => {
    const activity = { ...emptyPlan('Activity'), name: 'カヌー体験', price: '5000', maxPeople: '2' };
    expect(errorsOf(plansSchema('Activity').safeParse({ plans: [activity] }))).toEqual({
      'plans.0.durationMinutes': '所要時間を入力してください。',
    });
    expect(plansSchema('Activity').parse({ plans: [{ ...activity, durationMinutes: '90' }] }).plans[0]).toMatchObject({
      durationMinutes: 90,
      checkInTime: null,
      checkOutTime: null,
      priceUnit: 'Oneshot',
    });
  });

  it('says what each plan field needs', () => {
    const result = plansSchema('Land').safeParse({ plans: [{ ...emptyPlan('Land'), price: '50', capacityPerDay: '0', checkInTime: '' }] });
    expect(errorsOf(result)).toEqual({
      'plans.0.name': 'プラン名を入力してください。',
      'plans.0.price': 'プラン料金は100円以上で入力してください。',
      'plans.0.capacityPerDay': '1日の受け入れ数は1以上で入力してください。',
      'plans.0.maxPeople': '1組の最大人数を入力してください。',
      'plans.0.checkInTime': 'チェックイン時刻を入力してください。',
    });
  });

  it('shows a saved plan in the form, times without seconds', () => {
    expect(
      toPlanValues({
        id: '2b8f3d4e-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        name: 'サイト',
        description: '',
        price: 3000,
        priceUnit: 'PerDay',
        capacityPerDay: 5,
        maxPeople: 4,
        checkInTime: '14:00:00',
        checkOutTime: '11:00:00',
        durationMinutes: null,
      }),
    ).toMatchObject({ price: '3000', checkInTime: '14:00', checkOutTime: '11:00', durationMinutes: '' });
  });
});

describe('steps', () => {
  it('reads the step from the URL, 1 when absent or out of range', () => {
    expect(stepFromSearch(new URLSearchParams('step=5'), 6)).toBe(5);
    expect(stepFromSearch(new URLSearchParams('step=9'), 6)).toBe(1);
    expect(stepFromSearch(new URLSearchParams(''), 6)).toBe(1);
  });

  it('lists a spot’s missing fields with their steps', () => {
    expect(spotMissingItems(['plans', 'postalCode', 'city'])).toEqual([
      { field: 'postalCode', label: '郵便番号', step: 2 },
      { field: 'city', label: '市区町村', step: 2 },
      { field: 'plans', label: 'プラン（1つ以上）', step: 5 },
    ]);
  });
});
