import { z } from 'zod';

/**
 * Changes to a verified listing that go back to verification (docs/decisions/0023-material-edits-and-four-eyes.md).
 * A save of a verified listing keeps these fields' approved values public and holds the new ones
 * as a pending revision until an operator decides; every other field is live at once.
 */

/**
 * A car's material fields: what it is (service, make/model/grade, kind, body and size facts, seats
 * and berths as on the registration), what it says (title, description, photos) and where it is.
 * Equipment, options, rules, prices, days and times are the owner's to change at once.
 */
export const CAR_MATERIAL_FIELDS = [
  'serviceType',
  'carVariantId',
  'carKindId',
  'title',
  'description',
  'sizeClass',
  'doorCount',
  'steeringSide',
  'transmission',
  'fuelType',
  'seats',
  'sleepingCapacity',
  'lengthMm',
  'widthMm',
  'heightMm',
  'modelYear',
  'photoIds',
  'locationId',
] as const;
export type CarMaterialField = (typeof CAR_MATERIAL_FIELDS)[number];

/**
 * A spot's material fields: its type (and so its kind), every free text guests read (title,
 * description, access, plans' names and descriptions), photos and the address. `plans` is material
 * only for a plan's name or description and for a new plan; prices, capacity, group size, times
 * and withdrawing a plan are live at once, as are facilities, options and rules.
 */
export const SPOT_MATERIAL_FIELDS = [
  'spotTypeId',
  'title',
  'description',
  'access',
  'postalCode',
  'prefecture',
  'city',
  'addressLine',
  'latitude',
  'longitude',
  'photoIds',
  'plans',
] as const;
export type SpotMaterialField = (typeof SPOT_MATERIAL_FIELDS)[number];

export const ListingRevisionStatus = {
  values: ['Pending', 'Verified', 'Rejected', 'Superseded', 'Withdrawn'] as const,
  labels: {
    Pending: '審査待ち',
    Verified: '承認済み',
    Rejected: '差し戻し',
    Superseded: '新しい変更に置き換え',
    Withdrawn: '掲載者が取り下げ',
  },
};
export type ListingRevisionStatus = (typeof ListingRevisionStatus.values)[number];

/**
 * The owner's view of the latest revision of their listing: pending (the form shows the new
 * values, the public the approved ones) or rejected (the form shows the approved values again).
 */
export const ownedRevision = z.object({
  id: z.uuid(),
  status: z.enum(['Pending', 'Rejected']),
  /** The material fields whose new values wait for verification (contract field names). */
  fields: z.array(z.string()),
  submittedAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
});
export type OwnedRevision = z.infer<typeof ownedRevision>;

/** The material fields as people name them (the owner's banner, the operator's queue). */
export const materialFieldLabels: Record<CarMaterialField | SpotMaterialField, string> = {
  serviceType: 'サービスの種類',
  carVariantId: '車種・グレード',
  carKindId: '車両タイプ',
  title: 'タイトル',
  description: '紹介文',
  sizeClass: '車両区分',
  doorCount: 'ドア数',
  steeringSide: 'ハンドルの位置',
  transmission: 'トランスミッション',
  fuelType: '燃料',
  seats: '乗車定員',
  sleepingCapacity: '就寝人数',
  lengthMm: '全長',
  widthMm: '全幅',
  heightMm: '全高',
  modelYear: '年式',
  photoIds: '写真',
  locationId: '受け渡し場所',
  spotTypeId: 'スポットの種類',
  access: 'アクセス',
  postalCode: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  addressLine: '番地・建物名',
  latitude: '緯度',
  longitude: '経度',
  plans: 'プラン名・説明・新しいプラン',
};

/** The label of a material field (an unknown name is shown as it is). */
export function materialFieldLabel(field: string): string {
  return (materialFieldLabels as Record<string, string>)[field] ?? field;
}
