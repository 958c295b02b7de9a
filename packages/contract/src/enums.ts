import { z } from 'zod';

/**
 * Every enumeration of spec §3, with its Japanese label. The value is what travels over the API and
 * sits in the database; the label is what people read. `labelOf` is the one way to show a value.
 */
function enumeration<const T extends readonly string[]>(values: T, labels: { [K in T[number]]: string }) {
  return { values, labels, schema: z.enum(values) } as const;
}

export function labelOf<T extends string>(e: { labels: Record<T, string> }, value: T): string {
  return e.labels[value];
}

export const Region = enumeration(['Hokkaido', 'Tohoku', 'Kanto', 'Chubu', 'Kinki', 'Chugoku', 'Shikoku', 'Kyushu', 'Okinawa'], {
  Hokkaido: '北海道',
  Tohoku: '東北',
  Kanto: '関東',
  Chubu: '中部',
  Kinki: '近畿',
  Chugoku: '中国',
  Shikoku: '四国',
  Kyushu: '九州',
  Okinawa: '沖縄',
});
export type Region = (typeof Region.values)[number];

/** The 47 prefectures in JIS X 0401 order (code 1 = 北海道 … 47 = 沖縄県), each with its region. */
export const prefectures = [
  { code: 1, value: 'Hokkaido', label: '北海道', region: 'Hokkaido' },
  { code: 2, value: 'Aomori', label: '青森県', region: 'Tohoku' },
  { code: 3, value: 'Iwate', label: '岩手県', region: 'Tohoku' },
  { code: 4, value: 'Miyagi', label: '宮城県', region: 'Tohoku' },
  { code: 5, value: 'Akita', label: '秋田県', region: 'Tohoku' },
  { code: 6, value: 'Yamagata', label: '山形県', region: 'Tohoku' },
  { code: 7, value: 'Fukushima', label: '福島県', region: 'Tohoku' },
  { code: 8, value: 'Ibaraki', label: '茨城県', region: 'Kanto' },
  { code: 9, value: 'Tochigi', label: '栃木県', region: 'Kanto' },
  { code: 10, value: 'Gunma', label: '群馬県', region: 'Kanto' },
  { code: 11, value: 'Saitama', label: '埼玉県', region: 'Kanto' },
  { code: 12, value: 'Chiba', label: '千葉県', region: 'Kanto' },
  { code: 13, value: 'Tokyo', label: '東京都', region: 'Kanto' },
  { code: 14, value: 'Kanagawa', label: '神奈川県', region: 'Kanto' },
  { code: 15, value: 'Niigata', label: '新潟県', region: 'Chubu' },
  { code: 16, value: 'Toyama', label: '富山県', region: 'Chubu' },
  { code: 17, value: 'Ishikawa', label: '石川県', region: 'Chubu' },
  { code: 18, value: 'Fukui', label: '福井県', region: 'Chubu' },
  { code: 19, value: 'Yamanashi', label: '山梨県', region: 'Chubu' },
  { code: 20, value: 'Nagano', label: '長野県', region: 'Chubu' },
  { code: 21, value: 'Gifu', label: '岐阜県', region: 'Chubu' },
  { code: 22, value: 'Shizuoka', label: '静岡県', region: 'Chubu' },
  { code: 23, value: 'Aichi', label: '愛知県', region: 'Chubu' },
  { code: 24, value: 'Mie', label: '三重県', region: 'Kinki' },
  { code: 25, value: 'Shiga', label: '滋賀県', region: 'Kinki' },
  { code: 26, value: 'Kyoto', label: '京都府', region: 'Kinki' },
  { code: 27, value: 'Osaka', label: '大阪府', region: 'Kinki' },
  { code: 28, value: 'Hyogo', label: '兵庫県', region: 'Kinki' },
  { code: 29, value: 'Nara', label: '奈良県', region: 'Kinki' },
  { code: 30, value: 'Wakayama', label: '和歌山県', region: 'Kinki' },
  { code: 31, value: 'Tottori', label: '鳥取県', region: 'Chugoku' },
  { code: 32, value: 'Shimane', label: '島根県', region: 'Chugoku' },
  { code: 33, value: 'Okayama', label: '岡山県', region: 'Chugoku' },
  { code: 34, value: 'Hiroshima', label: '広島県', region: 'Chugoku' },
  { code: 35, value: 'Yamaguchi', label: '山口県', region: 'Chugoku' },
  { code: 36, value: 'Tokushima', label: '徳島県', region: 'Shikoku' },
  { code: 37, value: 'Kagawa', label: '香川県', region: 'Shikoku' },
  { code: 38, value: 'Ehime', label: '愛媛県', region: 'Shikoku' },
  { code: 39, value: 'Kochi', label: '高知県', region: 'Shikoku' },
  { code: 40, value: 'Fukuoka', label: '福岡県', region: 'Kyushu' },
  { code: 41, value: 'Saga', label: '佐賀県', region: 'Kyushu' },
  { code: 42, value: 'Nagasaki', label: '長崎県', region: 'Kyushu' },
  { code: 43, value: 'Kumamoto', label: '熊本県', region: 'Kyushu' },
  { code: 44, value: 'Oita', label: '大分県', region: 'Kyushu' },
  { code: 45, value: 'Miyazaki', label: '宮崎県', region: 'Kyushu' },
  { code: 46, value: 'Kagoshima', label: '鹿児島県', region: 'Kyushu' },
  { code: 47, value: 'Okinawa', label: '沖縄県', region: 'Okinawa' },
] as const satisfies readonly { code: number; value: string; label: string; region: Region }[];

export type Prefecture = (typeof prefectures)[number]['value'];
export const Prefecture = enumeration(
  prefectures.map((p) => p.value) as unknown as readonly [Prefecture, ...Prefecture[]],
  Object.fromEntries(prefectures.map((p) => [p.value, p.label])) as Record<Prefecture, string>,
);

export function prefecturesOf(region: Region): readonly (typeof prefectures)[number][] {
  return prefectures.filter((p) => p.region === region);
}

export function regionOf(prefecture: Prefecture): Region {
  const found = prefectures.find((p) => p.value === prefecture);
  if (!found) throw new Error(`unknown prefecture ${prefecture}`);
  return found.region;
}

export const FuelType = enumeration(['Regular', 'HighOctane', 'Diesel', 'Electric', 'Hybrid', 'Other'], {
  Regular: 'レギュラー',
  HighOctane: 'ハイオク',
  Diesel: '軽油（ディーゼル）',
  Electric: '電気',
  Hybrid: 'ハイブリッド',
  Other: 'その他',
});
export type FuelType = (typeof FuelType.values)[number];

export const SteeringSide = enumeration(['Right', 'Left'], { Right: '右ハンドル', Left: '左ハンドル' });
export type SteeringSide = (typeof SteeringSide.values)[number];

export const Transmission = enumeration(['Automatic', 'Manual'], { Automatic: 'AT（オートマ）', Manual: 'MT（マニュアル）' });
export type Transmission = (typeof Transmission.values)[number];

export const CarServiceType = enumeration(['CarShare', 'RentalCar'], { CarShare: 'カーシェア', RentalCar: 'レンタカー' });
export type CarServiceType = (typeof CarServiceType.values)[number];

export const CarSizeClass = enumeration(['Large', 'Medium', 'SemiMedium', 'Standard', 'Small'], {
  Large: '大型',
  Medium: '中型',
  SemiMedium: '準中型',
  Standard: '普通',
  Small: '軽自動車',
});
export type CarSizeClass = (typeof CarSizeClass.values)[number];

export const DoorCount = enumeration(['Two', 'Four'], { Two: '2ドア', Four: '4ドア' });
export type DoorCount = (typeof DoorCount.values)[number];

export const TargetKind = enumeration(['Car', 'Spot'], { Car: '車両', Spot: 'スポット' });
export type TargetKind = (typeof TargetKind.values)[number];

export const SpotKind = enumeration(['Land', 'Activity'], { Land: '車中泊・宿泊スポット', Activity: 'アクティビティ' });
export type SpotKind = (typeof SpotKind.values)[number];

export const PaymentMethod = enumeration(['CreditCard', 'Invoice'], { CreditCard: 'クレジットカード', Invoice: '請求書払い' });
export type PaymentMethod = (typeof PaymentMethod.values)[number];

export const PriceUnit = enumeration(['Oneshot', 'PerDay', 'PerUnit'], { Oneshot: '1回あたり', PerDay: '1日あたり', PerUnit: '1個あたり' });
export type PriceUnit = (typeof PriceUnit.values)[number];

/**
 * The kinds of price a listing carries and the units each allows. Spec §3: "Some price types allow
 * only Oneshot or PerDay" — a base rate is per day, fees (cleaning, delivery) are one-off, insurance
 * is per day; options (bedding, a bike rack) may also be counted per unit.
 */
export const PriceType = enumeration(['BaseRate', 'CleaningFee', 'DeliveryFee', 'Insurance', 'Option'], {
  BaseRate: '基本料金',
  CleaningFee: '清掃料金',
  DeliveryFee: '配車料金',
  Insurance: '保険・補償',
  Option: 'オプション',
});
export type PriceType = (typeof PriceType.values)[number];

export const allowedPriceUnits: { [K in PriceType]: readonly PriceUnit[] } = {
  BaseRate: ['PerDay'],
  CleaningFee: ['Oneshot'],
  DeliveryFee: ['Oneshot'],
  Insurance: ['Oneshot', 'PerDay'],
  Option: ['Oneshot', 'PerDay', 'PerUnit'],
};

export function isPriceUnitAllowed(type: PriceType, unit: PriceUnit): boolean {
  return allowedPriceUnits[type].includes(unit);
}

export const PublicationState = enumeration(['Published', 'Unpublished'], { Published: '公開中', Unpublished: '非公開' });
export type PublicationState = (typeof PublicationState.values)[number];

export const MessageKind = enumeration(['Normal', 'System'], { Normal: '通常メッセージ', System: 'システムメッセージ' });
export type MessageKind = (typeof MessageKind.values)[number];

export const RecordActivity = enumeration(['Active', 'Inactive', 'Temporary'], { Active: '有効', Inactive: '無効', Temporary: '一時保存' });
export type RecordActivity = (typeof RecordActivity.values)[number];

export const AccountType = enumeration(['Individual', 'Corporate'], { Individual: '個人', Corporate: '法人' });
export type AccountType = (typeof AccountType.values)[number];

export const ReserveTargetKind = enumeration(['CarShare', 'RentalCar', 'Spot'], {
  CarShare: 'カーシェア',
  RentalCar: 'レンタカー',
  Spot: 'スポット',
});
export type ReserveTargetKind = (typeof ReserveTargetKind.values)[number];

export const ReserveStatus = enumeration(['Request', 'Approved', 'Canceled', 'AutoCanceled', 'Renting', 'Returned'], {
  Request: '承認待ち',
  Approved: '予約確定',
  Canceled: 'キャンセル',
  AutoCanceled: '自動キャンセル',
  Renting: '利用中',
  Returned: '返却済み',
});
export type ReserveStatus = (typeof ReserveStatus.values)[number];

/** Car (and driving licence) verification, spec §4. */
export const VerificationStatus = enumeration(['Registered', 'VerificationRequest', 'Verified', 'Rejected'], {
  Registered: '未申請',
  VerificationRequest: '審査中',
  Verified: '承認済み',
  Rejected: '差し戻し',
});
export type VerificationStatus = (typeof VerificationStatus.values)[number];

/** The second verification status of spec §4 (no rejection: an unapproved request stays pending). */
export const SimpleVerificationStatus = enumeration(['Registered', 'VerificationRequest', 'Verified'], {
  Registered: '未申請',
  VerificationRequest: '審査中',
  Verified: '承認済み',
});
export type SimpleVerificationStatus = (typeof SimpleVerificationStatus.values)[number];

/**
 * Spec §4's review status, as ADR 0027 reads it: NotRegistered (this side has not written), Pending
 * (written, hidden until the other side writes or the window closes), Accepted (published), Rejected
 * (removed by an operator with a reason).
 */
export const ReviewStatus = enumeration(['Pending', 'Accepted', 'Rejected', 'NotRegistered'], {
  Pending: '公開待ち',
  Accepted: '公開中',
  Rejected: '運営により削除',
  NotRegistered: '未投稿',
});
export type ReviewStatus = (typeof ReviewStatus.values)[number];

/**
 * Spec §3 names a further enumeration {Normal, Current} without its meaning. We read it as the
 * version marker of a legal text: `Current` is the text in force, `Normal` an archived one
 * (docs/decisions/0004-legal-text-versions.md).
 */
export const DocumentVersionKind = enumeration(['Normal', 'Current'], { Normal: '過去の版', Current: '現行版' });
export type DocumentVersionKind = (typeof DocumentVersionKind.values)[number];

export const allEnumerations = {
  Region,
  Prefecture,
  FuelType,
  SteeringSide,
  Transmission,
  CarServiceType,
  CarSizeClass,
  DoorCount,
  TargetKind,
  SpotKind,
  PaymentMethod,
  PriceUnit,
  PriceType,
  PublicationState,
  MessageKind,
  RecordActivity,
  AccountType,
  ReserveTargetKind,
  ReserveStatus,
  VerificationStatus,
  SimpleVerificationStatus,
  ReviewStatus,
  DocumentVersionKind,
} as const;
