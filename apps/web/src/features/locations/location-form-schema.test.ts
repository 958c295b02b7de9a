import { describe, expect, it } from 'vitest';
import { emptyLocationForm, locationFormSchema, toLocationFormValues } from './location-form-schema';

function errorsOf(values: Partial<typeof emptyLocationForm>) {
  const result = locationFormSchema.safeParse({ ...emptyLocationForm, ...values });
  if (result.success) return {};
  // The form shows the first message of each field (the resolver's default), so the test keeps the first too.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const valid = {
  name: '自宅駐車場',
  postalCode: '１５００００２',
  prefecture: 'Tokyo',
  city: '渋谷区',
  addressLine: '渋谷2-21-1',
  latitude: '',
  longitude: '',
  note: '  青い屋根の家の隣です。\n到着したらご連絡ください。  ',
};

describe('locationFormSchema', () => {
  it('says in Japanese what each required field needs', () => {
    expect(errorsOf({})).toEqual({
      name: '場所の名前を入力してください。',
      postalCode: '郵便番号は7桁の数字で入力してください（例: 100-0001）。',
      prefecture: '都道府県を選んでください。',
      city: '市区町村を入力してください。',
      addressLine: '番地・建物名を入力してください。',
    });
  });

  it('sends the contract its shape: postal code with a hyphen, no position as nulls, the note trimmed', () => {
    expect(locationFormSchema.parse(valid)).toEqual({
      ...valid,
      postalCode: '150-0002',
      latitude: null,
      longitude: null,
      note: '青い屋根の家の隣です。\n到着したらご連絡ください。',
    });
  });

  it('reads a position typed in full-width digits', () => {
    const parsed = locationFormSchema.parse({ ...valid, latitude: '３５．６５８', longitude: '139.7016' });
    expect([parsed.latitude, parsed.longitude]).toEqual([35.658, 139.7016]);
  });

  it('refuses a position that is not a number or out of range', () => {
    expect(errorsOf({ ...valid, latitude: '北緯35度', longitude: '200' })).toEqual({
      latitude: '緯度は数値で入力してください（例: 35.6812）。',
      longitude: '経度が正しくありません。',
    });
  });

  it('asks for both halves of a position', () => {
    expect(errorsOf({ ...valid, latitude: '35.658' })).toEqual({ longitude: '緯度と合わせて経度も入力してください。' });
    expect(errorsOf({ ...valid, longitude: '139.7016' })).toEqual({ latitude: '経度と合わせて緯度も入力してください。' });
  });
});

describe('toLocationFormValues', () => {
  it('shows a saved location in the form, a missing position as empty fields', () => {
    const values = toLocationFormValues({
      id: '2b8f3d4e-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      name: '駅前',
      postalCode: '100-0001',
      prefecture: 'Tokyo',
      city: '千代田区',
      addressLine: '千代田1-1',
      latitude: 35.6812,
      longitude: null,
      note: '',
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '2026-11-23T00:00:00.000Z',
    });
    expect(values).toMatchObject({ latitude: '35.6812', longitude: '', prefecture: 'Tokyo' });
  });
});
