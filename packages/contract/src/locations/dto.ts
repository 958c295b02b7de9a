import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { Prefecture } from '../enums.js';
import { toHalfWidthDigits } from '../driver-license/dto.js';

/** A user may keep at most this many pickup locations. */
export const MAX_USER_LOCATIONS = 20;

const text = (label: string, max: number) =>
  singleLineText(label).min(1, `${label}を入力してください。`).max(max, `${label}は${max}文字以内で入力してください。`);

/** `1000001`, `100-0001` or full-width digits; always stored as `100-0001`. */
export const postalCode = singleLineText('郵便番号', { trim: false })
  .transform((v) => toHalfWidthDigits(v.trim()).replace(/[－ー‐]/g, '-'))
  .pipe(z.string().regex(/^\d{3}-?\d{4}$/, '郵便番号は7桁の数字で入力してください（例: 100-0001）。'))
  .transform((v) => `${v.replace('-', '').slice(0, 3)}-${v.replace('-', '').slice(3)}`);

/** The fields of a pickup location (受け渡し場所), as the form sends them. */
export const userLocationFields = {
  name: text('場所の名前', 50),
  postalCode,
  prefecture: z.enum(Prefecture.values, { error: '都道府県を選んでください。' }),
  city: text('市区町村', 50),
  addressLine: text('番地・建物名', 100),
  latitude: z.number().min(-90, '緯度が正しくありません。').max(90, '緯度が正しくありません。').nullable().default(null),
  longitude: z.number().min(-180, '経度が正しくありません。').max(180, '経度が正しくありません。').nullable().default(null),
  note: multiLineText('補足').max(500, '補足は500文字以内で入力してください。').default(''),
};

export const userLocation = z.object({
  id: z.uuid(),
  name: z.string(),
  postalCode: z.string(),
  prefecture: z.enum(Prefecture.values),
  city: z.string(),
  addressLine: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  note: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UserLocation = z.infer<typeof userLocation>;
