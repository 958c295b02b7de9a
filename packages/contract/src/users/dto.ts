import { z } from 'zod';

/** A display name: trimmed, 1–50 characters, no control characters. */
export const userName = z
  .string()
  .trim()
  .min(1, 'お名前を入力してください。')
  .max(50, 'お名前は50文字以内で入力してください。')
  .regex(/^[^\p{Cc}]*$/u, 'お名前に使用できない文字が含まれています。');

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
});
export type CurrentUser = z.infer<typeof currentUser>;
