import { z } from 'zod';
import { singleLineText } from '../common.js';
import { VerificationStatus } from '../enums.js';
import { image } from '../images/dto.js';

/** The colour band of a Japanese driving licence. */
export const LicenseColor = {
  values: ['Green', 'Blue', 'Gold'] as const,
  labels: { Green: 'グリーン', Blue: 'ブルー', Gold: 'ゴールド' },
};
export type LicenseColor = (typeof LicenseColor.values)[number];

/** Full-width digits (０-９) typed on a Japanese keyboard count as digits. */
export function toHalfWidthDigits(value: string): string {
  return value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/** The 12-digit licence number; spaces and hyphens are ignored, full-width digits accepted. */
export const licenseNumber = singleLineText('免許証番号', { trim: false })
  .transform((v) => toHalfWidthDigits(v).replace(/[\s\-－ー]/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, '免許証番号は12桁の数字で入力してください。'));

/** `VerificationRequest` is 審査中; the user can edit in `Registered`, `Verified` (back to Registered) and `Rejected`. */
export const driverLicense = z.object({
  id: z.uuid(),
  /**
   * Masked (`********9012`) everywhere, except for the owner's own edit view
   * (show-driver-license with `view: 'edit'`), which gets the 12 digits.
   */
  number: z.string(),
  numberMasked: z.boolean(),
  color: z.enum(LicenseColor.values),
  /** `YYYY-MM-DD`. */
  expiresOn: z.iso.date(),
  /** Private images, with signed URLs for the owner (and operators). */
  frontImage: image.nullable(),
  backImage: image.nullable(),
  status: z.enum(VerificationStatus.values),
  /** The operator's reason, shown to the user while `status` is `Rejected`; null otherwise. */
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DriverLicense = z.infer<typeof driverLicense>;

/** `view: 'edit'` returns the full number for the owner's own form; `masked` (default) everywhere else. */
export const sensitiveView = z.enum(['masked', 'edit']).default('masked');
