import { z } from 'zod';
import { singleLineText } from '../common.js';
import { accountProfile, invoiceRegistration } from './account-kind.js';
import { checkDisplayName, normalizeDisplayName } from './name-rules.js';

/**
 * A display name: no control characters, NFKC with spaces collapsed, 1–50 characters, and none of the
 * characters or words that let a name pass for another (name-rules.ts, ADR 0024).
 */
export const userName = singleLineText('お名前')
  .overwrite(normalizeDisplayName)
  .min(1, 'お名前を入力してください。')
  .max(50, 'お名前は50文字以内で入力してください。')
  .superRefine(checkDisplayName);

export const currentUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.object({
    carOwner: z.boolean(),
    facilityProvider: z.boolean(),
    operator: z.boolean(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * Set while staff have suspended the account (ADR 0033): every other signed-in call is refused,
   * so the web says why. Optional in the shape: absent or null means the account is in use.
   */
  suspension: z
    .object({ since: z.iso.datetime({ offset: true }), reason: z.string() })
    .nullable()
    .optional(),
  /**
   * 個人 or 法人 with the company's names (issue 33). Optional in the shape for answers built before it;
   * the API always sends it, and absent reads as an individual account.
   */
  account: accountProfile.optional(),
  /** A host's 適格請求書発行事業者 registration, or null (issue 33); the API always sends it. */
  invoiceRegistration: invoiceRegistration.nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;
