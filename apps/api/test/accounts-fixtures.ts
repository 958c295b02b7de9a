import { showShareContract, uploadPrivateImage, type Input, type updateDriverLicense } from '@kurumatabi/contract';
import { injectAs, injectUpload, type TestUser } from './helpers.js';
import { jpeg } from './images.js';

/** Uploads a private JPEG as the user and returns its id. */
export async function uploadPrivate(user: TestUser): Promise<string> {
  const response = await injectUpload(user, uploadPrivateImage, {
    data: await jpeg(640, 400),
    filename: 'license.jpg',
    contentType: 'image/jpeg',
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

/** A licence form in the future, photos to be filled in. */
export function licenseForm(overrides: Partial<Input<typeof updateDriverLicense>> = {}): Input<typeof updateDriverLicense> {
  return { number: '123456789012', color: 'Gold', expiresOn: '2031-03-15', frontImageId: null, backImageId: null, ...overrides };
}

export async function currentShareContractVersion(): Promise<string> {
  const response = await injectAs(null, showShareContract, {});
  return response.json().version as string;
}

export const locationForm = {
  name: '自宅前駐車場',
  postalCode: '150-0001',
  prefecture: 'Tokyo',
  city: '渋谷区',
  addressLine: '神宮前1-2-3',
  latitude: 35.6702,
  longitude: 139.7027,
  note: '青いシャッターの前です。\n到着したらお電話ください。',
} as const;

/** 三菱UFJ銀行 本店 (Zengin 0005-001). */
export const bankForm = {
  bankCode: '0005',
  branchCode: '001',
  accountKind: 'Ordinary',
  accountNumber: '1234567',
  holderName: 'ヤマダ ハナコ',
  accountType: 'Individual',
} as const;
