import { z } from 'zod';
import { multiLineText } from '../common.js';
import { ownedCar } from '../cars/dto.js';
import { VerificationStatus } from '../enums.js';
import { pageInput } from '../paging.js';
import { ownedSpot } from '../spots/dto.js';
import { listingOwner } from './dto.js';

/** What the listing verification calls share: a listing with its owner, the list's filter, the reason. */
export const carVerification = z.object({ owner: listingOwner, car: ownedCar });
export type CarVerification = z.infer<typeof carVerification>;
export const spotVerification = z.object({ owner: listingOwner, spot: ownedSpot });
export type SpotVerification = z.infer<typeof spotVerification>;

export const verificationListInput = z.strictObject({
  status: z.enum(VerificationStatus.values).default('VerificationRequest'),
  ...pageInput(20, 100),
});

export const rejectionReason = multiLineText('差し戻しの理由')
  .min(1, '差し戻しの理由を入力してください。')
  .max(500, '差し戻しの理由は500文字以内で入力してください。');
