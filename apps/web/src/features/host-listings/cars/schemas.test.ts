import type { OwnedCar } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import {
  ancestorOf,
  basicSchema,
  equipmentSchema,
  pricingSchema,
  specsSchema,
  toBasicValues,
  toEquipmentValues,
  toPricingValues,
  toSpecsValues,
} from './schemas';
import { carMissingItems } from './steps';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const car: OwnedCar = {
  id: '2b8f3d4e-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  serviceType: 'CarShare',
  carVariantId: 'toyota-hiace-wagon-gl',
  title: 'ハイエース キャンピング仕様',
  description: '',
  carKindId: null,
  sizeClass: 'Standard',
  doorCount: 'Four',
  steeringSide: 'Right',
  transmission: 'Automatic',
  fuelType: 'Diesel',
  seats: 10,
  sleepingCapacity: 2,
  lengthMm: 4840,
  widthMm: null,
  heightMm: null,
  modelYear: null,
  basicFacilityIds: ['ff-heater'],
  options: [{ additionalFacilityId: 'bbq-set', price: 2000, priceUnit: 'Oneshot' }],
  ruleIds: [],
  photos: [],
  locationId: null,
  pricePerDay: null,
  insurancePricePerDay: 0,
  cleaningFee: 0,
  minDays: 1,
  maxDays: 14,
  pickupTime: '10:00:00',
  returnTime: '18:00',
  verificationStatus: 'Registered',
  rejectionReason: null,
  publicationState: 'Unpublished',
  listed: false,
  submittedAt: null,
  decidedAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  missingFields: ['description', 'photoIds', 'locationId', 'pricePerDay'],
  revision: null,
};

describe('basic step', () => {
  it('asks in Japanese for the maker, the model, the grade and a title', () => {
    const result = basicSchema.safeParse(toBasicValues(null));
    expect(errorsOf(result)).toEqual({
      manufacturerId: 'メーカーを選んでください。',
      modelId: '車種を選んでください。',
      carVariantId: '車種・グレードを選んでください。',
      title: 'タイトルは5文字以上で入力してください。',
    });
  });

  it('refuses a phone number or an email address in the title and the description before sending (ADR 0043)', () => {
    const values = { ...toBasicValues(car, { manufacturerId: 'toyota', modelId: 'toyota-hiace' }) };
    const result = basicSchema.safeParse({ ...values, title: 'ハイエース 090-1234-5678', description: '予約は taro@example.com へ' });
    expect(errorsOf(result)).toEqual({
      title: 'タイトルに電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
      description: '紹介文に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
    });
  });

  it('finds a saved grade’s maker and model from the slug ids', () => {
    expect(ancestorOf('toyota-hiace-wagon-gl', [{ id: 'toyota' }, { id: 'toyota-hiace' }, { id: 'toyota-hi' }])).toBe('toyota-hiace');
    expect(ancestorOf('nissan-caravan', [{ id: 'toyota' }])).toBeNull();
  });
});

describe('specs step', () => {
  it('reads numbers typed in full width and keeps empty sizes as null', () => {
    const parsed = specsSchema.parse({ ...toSpecsValues(car), seats: '８', lengthMm: '4,840', modelYear: '' });
    expect(parsed).toMatchObject({ seats: 8, lengthMm: 4840, widthMm: null, modelYear: null, carKindId: null });
  });

  it('says what is wrong with each number', () => {
    const result = specsSchema.safeParse({ ...toSpecsValues(car), seats: '', sleepingCapacity: '二', heightMm: '500', sizeClass: '' });
    expect(errorsOf(result)).toEqual({
      seats: '乗車定員を入力してください。',
      sleepingCapacity: '就寝人数は半角数字で入力してください。',
      heightMm: '全高は1000以上で入力してください。',
      sizeClass: '車両区分を選んでください。',
    });
  });
});

describe('equipment step', () => {
  const master = [
    { id: 'bbq-set', suggestedPrice: 1500, priceUnit: 'Oneshot' as const },
    { id: 'child-seat', suggestedPrice: 500, priceUnit: 'PerDay' as const },
  ];

  it('shows every option of the master, the offered ones with the car’s price', () => {
    expect(toEquipmentValues(car, master).options).toEqual([
      { additionalFacilityId: 'bbq-set', enabled: true, price: '2000', priceUnit: 'Oneshot' },
      { additionalFacilityId: 'child-seat', enabled: false, price: '500', priceUnit: 'PerDay' },
    ]);
  });

  it('sends only the offered options and puts a bad price on its row', () => {
    const values = toEquipmentValues(car, master);
    expect(equipmentSchema.parse(values).options).toEqual([{ additionalFacilityId: 'bbq-set', price: 2000, priceUnit: 'Oneshot' }]);
    values.options[1] = { ...values.options[1]!, enabled: true, price: '' };
    expect(errorsOf(equipmentSchema.safeParse(values))).toEqual({ 'options.1.price': 'オプション料金を入力してください。' });
  });
});

describe('pricing step', () => {
  it('starts from the saved car, times without seconds', () => {
    expect(toPricingValues(car)).toMatchObject({ locationId: '', pricePerDay: '', pickupTime: '10:00', returnTime: '18:00' });
  });

  it('checks the price range and that the longest stay is not shorter than the shortest', () => {
    const result = pricingSchema.safeParse({ ...toPricingValues(car), pricePerDay: '500', minDays: '3', maxDays: '2' });
    expect(errorsOf(result)).toEqual({
      pricePerDay: '1日あたりの料金は1,000円以上で入力してください。',
      maxDays: '最長利用日数は最短利用日数以上で入力してください。',
    });
  });
});

describe('carMissingItems', () => {
  it('names the missing fields in Japanese with the step that fixes each, in step order', () => {
    expect(carMissingItems(['pricePerDay', 'description', 'photoIds', 'locationId', 'somethingNew'])).toEqual([
      { field: 'description', label: '紹介文', step: 1 },
      { field: 'photoIds', label: '写真（1枚以上）', step: 4 },
      { field: 'pricePerDay', label: '1日あたりの料金', step: 5 },
      { field: 'locationId', label: '受け渡し場所', step: 5 },
      { field: 'somethingNew', label: 'その他の項目（somethingNew）', step: null },
    ]);
  });
});
