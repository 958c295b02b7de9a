import { z } from 'zod';
import { multiLineText } from '../common.js';
import { ownedCar } from '../cars/dto.js';
import { VerificationStatus } from '../enums.js';
import { pageInput } from '../paging.js';
import { ownedSpot } from '../spots/dto.js';
import { listingOwner } from './dto.js';

/** What the listing review calls share: a listing with its owner, the list's filter, the reason. */
export const carReview = z.object({ owner: listingOwner, car: ownedCar });
export type CarReview = z.infer<typeof carReview>;
export const spotReview = z.object({ owner: listingOwner, spot: ownedSpot });
export type SpotReview = z.infer<typeof spotReview>;

export const reviewListInput = z.strictObject({
  status: z.enum(VerificationStatus.values).default('VerificationRequest'),
  ...pageInput(20, 100),
});

export const rejectionReason = multiLineText('差し戻しの理由')
  .min(1, '差し戻しの理由を入力してください。')
  .max(500, '差し戻しの理由は500文字以内で入力してください。');
